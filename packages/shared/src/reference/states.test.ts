import { describe, expect, it } from 'vitest';
import {
  CANADIAN_PROVINCES,
  STATES,
  STATE_NAMES,
  US_MILITARY_MAIL_STATES,
  US_STATES,
  US_TERRITORIES,
  knownStateCodeSchema,
  stateName,
} from './states';
import {
  STATES_REQUIRING_WEBSITE_LICENSE_VERIFICATION,
  requiresWebsiteLicenseVerification,
  statesRequiringWebsiteLicenseVerification,
} from './license-verification-states';

describe('states', () => {
  it('count 50 states and DC, 5 territories and 13 Canadian provinces and territories', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.filter((state) => state.kind === 'state')).toHaveLength(50);
    expect(US_TERRITORIES.map((state) => state.code).sort()).toEqual(['AS', 'GU', 'MP', 'PR', 'VI']);
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(STATES).toHaveLength(69);
  });

  it('use unique two-letter codes', () => {
    const codes = [...STATES, ...US_MILITARY_MAIL_STATES].map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('keep military mail codes out of the list of places', () => {
    for (const code of ['AA', 'AE', 'AP']) expect(STATE_NAMES[code]).toBeUndefined();
  });

  it('look names up by code', () => {
    expect(stateName('NY')).toBe('New York');
    expect(stateName('DC')).toBe('District of Columbia');
    expect(stateName('QC')).toBe('Quebec');
    expect(stateName('ZZ')).toBeUndefined();
    expect(knownStateCodeSchema.safeParse('PR').success).toBe(true);
    expect(knownStateCodeSchema.safeParse('AA').success).toBe(false);
  });
});

describe('states requiring license verification on the board website', () => {
  it('are a subset of the known states', () => {
    for (const code of STATES_REQUIRING_WEBSITE_LICENSE_VERIFICATION) expect(STATE_NAMES[code]).toBeDefined();
    expect(statesRequiringWebsiteLicenseVerification()).toHaveLength(
      STATES_REQUIRING_WEBSITE_LICENSE_VERIFICATION.length,
    );
  });

  it.each([
    ['CA', true],
    ['ny', true],
    ['PR', true],
    ['OH', false],
    ['ON', false],
  ])('%s -> %s', (code, expected) => {
    expect(requiresWebsiteLicenseVerification(code)).toBe(expected);
  });
});
