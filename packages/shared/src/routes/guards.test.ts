import { describe, expect, it } from 'vitest';
import { enrollGuard, invalidParamsRedirect } from './guards';
import type { EnrollGuardInput } from './guards';
import { matchRoute } from './match';

const ID = '0b9a4d1e-3c2f-4e8a-9b7c-1d2e3f4a5b6c';

function redirectFor(path: string, query?: string): string | null {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return invalidParamsRedirect(match, query);
}

describe('invalidParamsRedirect', () => {
  it.each([
    ['/enroll', undefined, null],
    ['/enroll/ssn', undefined, null],
    ['/enroll/npi', undefined, '/enroll'],
    ['/enroll/whatever', undefined, '/enroll'],
    [`/professional-history/${ID}`, undefined, null],
    [`/professional-history/${ID}/verifications`, undefined, null],
    [`/professional-history/${ID}/nope`, undefined, `/professional-history/${ID}`],
    ['/professional-history/not-a-uuid', undefined, '/action-center'],
    ['/professional-history/not-a-uuid/history', undefined, '/action-center'],
    [`/task/${ID}`, undefined, null],
    ['/task/123', undefined, '/action-center'],
    // Without an id: the list of the clinician's tasks (decision 048).
    ['/task', undefined, null],
    ['/claim-account', '?hash=h&nonce=n', null],
    ['/claim-account', 'hash=h', '/'],
    ['/claim-account', '?nonce=n', '/'],
    ['/claim-account', undefined, '/'],
    ['/credentials', undefined, null],
  ])('%s %s -> %s', (path, query, expected) => {
    expect(redirectFor(path, query)).toBe(expected);
  });
});

describe('enrollGuard', () => {
  it.each<[EnrollGuardInput, string | null]>([
    [{ idVerification: 'not_started', enrollmentStatus: null }, null],
    [{ idVerification: 'pending', enrollmentStatus: null }, '/action-center'],
    [{ idVerification: 'finished', enrollmentStatus: 'finished' }, '/action-center'],
    [{ idVerification: 'invalid', enrollmentStatus: undefined }, '/action-center'],
    [{ idVerification: 'finished', enrollmentStatus: 'in_progress' }, null],
    [{ idVerification: 'pending', enrollmentStatus: 'finished', forceEnroll: true }, null],
    [{ idVerification: null, enrollmentStatus: null }, null],
    [{ enrollmentStatus: 'finished' }, null],
  ])('%j -> %s', (input, expected) => {
    expect(enrollGuard(input)).toBe(expected);
  });
});
