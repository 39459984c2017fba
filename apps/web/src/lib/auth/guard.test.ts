import { describe, expect, it } from 'vitest';
import { decideGuard } from './guard';

const signedIn = { status: 'signed-in' as const, loggedIn: true };

describe('decideGuard', () => {
  it.each([
    '/',
    '/callback',
    '/saml',
    '/redirect',
    '/timeout',
    '/reset-password/expired',
    '/work_verification',
    '/error/500',
  ])('lets anyone see the public path %s', (pathname) => {
    expect(decideGuard({ pathname, status: 'signed-out', loggedIn: false })).toEqual({ kind: 'allow' });
  });

  it('sends a signed-out user to sign in, keeping the intended path and query', () => {
    expect(
      decideGuard({ pathname: '/credentials', search: '?tab=1', status: 'signed-out', loggedIn: false }),
    ).toEqual({
      kind: 'sign-in',
      returnTo: '/credentials?tab=1',
    });
  });

  it('re-authorizes silently when only a reload lost the tokens', () => {
    expect(decideGuard({ pathname: '/documents', status: 'signed-out', loggedIn: true })).toEqual({
      kind: 'reauthorize',
      returnTo: '/documents',
    });
  });

  it('waits while signing out instead of bouncing to the login page', () => {
    expect(decideGuard({ pathname: '/documents', status: 'signing-out', loggedIn: false })).toEqual({
      kind: 'wait',
    });
  });

  it('lets a signed-in user through', () => {
    expect(decideGuard({ pathname: '/documents', ...signedIn })).toEqual({ kind: 'allow' });
  });

  it('waits on /enroll until the enrolment data is known, then applies the shared enrollGuard', () => {
    expect(decideGuard({ pathname: '/enroll/name', ...signedIn })).toEqual({ kind: 'wait' });
    expect(
      decideGuard({
        pathname: '/enroll',
        ...signedIn,
        enroll: { idVerification: 'finished', enrollmentStatus: 'finished' },
      }),
    ).toEqual({ kind: 'redirect', to: '/action-center' });
    expect(
      decideGuard({
        pathname: '/enroll',
        ...signedIn,
        enroll: { idVerification: 'finished', enrollmentStatus: 'finished', forceEnroll: true },
      }),
    ).toEqual({ kind: 'allow' });
    expect(
      decideGuard({
        pathname: '/enroll',
        ...signedIn,
        enroll: { idVerification: 'not_started', enrollmentStatus: null },
      }),
    ).toEqual({ kind: 'allow' });
  });
});
