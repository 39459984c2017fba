import { describe, expect, it } from 'vitest';
import { allContracts } from './api/index';
import { contract } from './api/contract';
import { allErrorCodes, errorCatalogue, isErrorCode, type ErrorCode } from './errors';

describe('the error catalogue', () => {
  it('declares each code in one domain only', () => {
    const seen = new Map<string, string>();
    for (const [domain, codes] of Object.entries(errorCatalogue)) {
      for (const code of Object.values(codes)) {
        expect(seen.get(code), `${code} in ${domain} and ${seen.get(code)}`).toBeUndefined();
        seen.set(code, domain);
      }
    }
    expect(allErrorCodes).toHaveLength(seen.size);
  });

  it('holds every code a contract names', () => {
    for (const c of allContracts) for (const code of c.errors) expect(isErrorCode(code), code).toBe(true);
  });

  it('knows its own codes and nothing else', () => {
    expect(isErrorCode('request.not-found')).toBe(true);
    expect(isErrorCode('claim.used')).toBe(true);
    expect(isErrorCode('claim.made-up')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('refuses an uncatalogued code at compile time (checked by tsc, the ts-expect-error lines)', () => {
    const base = { method: 'GET', path: '/api/x', access: 'public', tags: ['x'], summary: 'x' } as const;
    const known = contract({ ...base, errors: ['request.not-found'] });
    // @ts-expect-error 'x.made-up' is not in the catalogue
    const unknown = contract({ ...base, errors: ['x.made-up'] });
    // @ts-expect-error nor is a code built at run time
    const built: ErrorCode = `claim.${'made-up'}` as string;
    expect([known.errors, unknown.errors, built]).toHaveLength(3);
  });
});
