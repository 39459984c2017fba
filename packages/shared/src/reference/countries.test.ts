import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_NAMES, countryName, knownCountryCodeSchema } from './countries';

describe('countries', () => {
  it('start with the United States', () => {
    expect(COUNTRIES[0]).toEqual({ code: 'US', name: 'United States' });
  });

  it('hold all 249 ISO 3166-1 alpha-2 codes once each', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('list the rest alphabetically by name', () => {
    const rest = COUNTRIES.slice(1).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('have unique, non-empty names', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.trim()).toBe(name);
  });

  it('look names up by code', () => {
    expect(COUNTRY_NAMES.CA).toBe('Canada');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('ZZ')).toBeUndefined();
    expect(countryName('toString')).toBeUndefined();
    expect(knownCountryCodeSchema.safeParse('MX').success).toBe(true);
    expect(knownCountryCodeSchema.safeParse('XX').success).toBe(false);
  });
});
