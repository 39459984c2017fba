import { describe, expect, it } from 'vitest';
import {
  checkedClaims,
  CREDENTIAL_MAX_AGE_DAYS,
  expiryOf,
  IssuanceRefused,
  listIdOf,
} from './credential-rules';

// What the issuer checks before it signs (decision 036), without a database.

const NOW = new Date('2026-11-25T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const refusal = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    if (error instanceof IssuanceRefused && error.name === 'IssuanceRefused')
      return `${error.reason}: ${error.message}`;
    throw error;
  }
  return 'accepted';
};

describe('expiryOf', () => {
  it('caps a credential at 120 days after issue (NCQA’s re-verification window)', () => {
    expect(CREDENTIAL_MAX_AGE_DAYS).toBe(120);
    expect(expiryOf(null, NOW)).toEqual(new Date(NOW.getTime() + 120 * DAY));
    expect(expiryOf('2030-01-01', NOW)).toEqual(new Date('2027-03-25T12:00:00Z'));
    // One millisecond before the cap is the item's own expiry; one after is the cap.
    expect(expiryOf('2027-03-25T11:59:59.999Z', NOW)).toEqual(new Date('2027-03-25T11:59:59.999Z'));
    expect(expiryOf('2027-03-25T12:00:00.001Z', NOW)).toEqual(new Date('2027-03-25T12:00:00Z'));
  });

  it('keeps a date alone valid through that whole day (UTC), and an instant (as toISOString writes it) as given', () => {
    expect(expiryOf('2027-01-10', NOW)).toEqual(new Date('2027-01-11T00:00:00Z'));
    expect(expiryOf('2027-01-10T08:30:00.000Z', NOW)).toEqual(new Date('2027-01-10T08:30:00Z'));
  });

  it('refuses what is not a date alone or an instant as toISOString writes it', () => {
    const invalid = 'invalid-valid-until: validUntil is not an ISO date';
    for (const value of [
      'tomorrow',
      '10/01/2027',
      '2027-13-45',
      '2027-1-10',
      '27-01-10',
      '2027-01-10junk',
      '2027-02-30',
      '2027-01-10T08:30:00Z',
      '2027-01-10T08:30:00.000+02:00',
      '2027/01/10',
      '+002027-01-10T00:00:00Z',
      ' 2027-01-10T00:00:00Z',
      '',
    ])
      expect(
        refusal(() => expiryOf(value, NOW)),
        value,
      ).toBe(invalid);
  });

  it('refuses an expiry already past: the instant now refused, a millisecond later accepted', () => {
    const passed = 'already-expired: validUntil has passed';
    expect(refusal(() => expiryOf('2026-11-25T12:00:00.000Z', NOW))).toBe(passed);
    expect(refusal(() => expiryOf('2026-11-25T11:00:00.000Z', NOW))).toBe(passed);
    expect(expiryOf('2026-11-25T12:00:00.001Z', NOW)).toEqual(new Date('2026-11-25T12:00:00.001Z'));
    // Yesterday ended at midnight; today lasts until the next one.
    expect(refusal(() => expiryOf('2026-11-24', NOW))).toBe(passed);
    expect(expiryOf('2026-11-25', NOW)).toEqual(new Date('2026-11-26T00:00:00Z'));
  });
});

describe('checkedClaims', () => {
  it('refuses every claim the issuer sets itself (a caller’s would forge it)', () => {
    for (const name of ['iss', 'sub', 'aud', 'iat', 'nbf', 'exp', 'jti', 'vct', 'cnf', 'status'])
      expect(
        refusal(() => checkedClaims({ state: 'CA', [name]: 'x' })),
        name,
      ).toBe(`reserved-claim: claim ${name} is set by the issuer`);
    for (const name of ['vct#integrity', '_sd', '_sd_alg', '...'])
      expect(
        refusal(() => checkedClaims({ [name]: 'x' })),
        name,
      ).toBe(`reserved-claim: claim ${name} is set by the issuer`);
  });

  it('takes only snake_case names of 1 to 64 characters, starting with a letter', () => {
    const invalid = 'invalid-claim-name: a claim name is not snake_case';
    for (const name of ['Number', 'license-number', '1st', '_x', 'a'.repeat(65), '', 'x y', 'número'])
      expect(
        refusal(() => checkedClaims({ [name]: 'x' })),
        name,
      ).toBe(invalid);
    expect(checkedClaims({ a: 1, ['a'.repeat(64)]: 2, b_2: 3 })).toEqual({
      a: 1,
      ['a'.repeat(64)]: 2,
      b_2: 3,
    });
  });

  it('drops a claim whose value is undefined, keeps null and false, and returns a new object', () => {
    const claims = { state: 'CA', number: undefined, board_actions: false, note: null };
    const checked = checkedClaims(claims);
    expect(checked).toStrictEqual({ state: 'CA', board_actions: false, note: null });
    expect(checked).not.toBe(claims);
  });
});

describe('listIdOf', () => {
  const issuer = 'https://credence.example';
  const notFound = (uri: string) => {
    try {
      listIdOf(issuer, uri);
    } catch (error) {
      return (error as { statusCode?: number }).statusCode;
    }
    return 'found';
  };

  it('answers the id of this issuer’s status-list URI (8 to 64 of A-Z a-z 0-9 _ -)', () => {
    expect(listIdOf(issuer, `${issuer}/status-lists/Ab_-0123`)).toBe('Ab_-0123');
    expect(listIdOf(issuer, `${issuer}/status-lists/${'z'.repeat(64)}`)).toBe('z'.repeat(64));
  });

  it('answers 404 for another issuer, another path, or an id too short, too long or with other characters', () => {
    for (const uri of [
      `https://evil.example/status-lists/Ab_-0123`,
      // Another origin of the same length: the id after the prefix's length would look valid.
      `https://evil.example.org/status-lists/Ab_-0123`,
      `${issuer}/lists/Ab_-0123`,
      `${issuer}/status-lists/Ab_-012`,
      `${issuer}/status-lists/${'z'.repeat(65)}`,
      `${issuer}/status-lists/Ab_-0123/x`,
      `${issuer}/status-lists/Ab.-0123`,
      `x${issuer}/status-lists/Ab_-0123`,
      `${issuer}/status-lists/`,
    ])
      expect(notFound(uri), uri).toBe(404);
  });
});
