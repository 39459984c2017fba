import { describe, expect, it } from 'vitest';
import { isSafeRedirect, postLoginDestination } from './post-login';
import type { PostLoginInput } from './post-login';

const done: PostLoginInput = { requiredConsentOutstanding: false, enrollmentStatus: 'finished' };

describe('postLoginDestination follows the order of 000 §2', () => {
  it.each<[string, PostLoginInput, string, boolean]>([
    [
      '1. an invitation beats everything',
      {
        inviteId: 'inv',
        requiredConsentOutstanding: true,
        enrollmentStatus: null,
        savedRedirect: '/documents',
      },
      '/accept-invite?invite_id=inv',
      false,
    ],
    [
      '1. the invitation may come from the query',
      { ...done, query: '?invite_id=inv' },
      '/accept-invite?invite_id=inv',
      false,
    ],
    [
      '1. the invitation may be the saved redirect (its e-mailed link opened before signing in)',
      {
        requiredConsentOutstanding: true,
        enrollmentStatus: null,
        savedRedirect: '/accept-invite?invite_id=inv',
      },
      '/accept-invite?invite_id=inv',
      false,
    ],
    [
      '3. a saved /accept-invite without an invitation id is no invitation',
      { requiredConsentOutstanding: false, enrollmentStatus: null, savedRedirect: '/accept-invite' },
      '/enroll',
      true,
    ],
    [
      '2. an outstanding required consent beats enrolment',
      { requiredConsentOutstanding: true, enrollmentStatus: null, savedRedirect: '/documents' },
      '/intro',
      false,
    ],
    ['3. never enrolled', { requiredConsentOutstanding: false, enrollmentStatus: null }, '/enroll', true],
    ['3. enrolment under way', { ...done, enrollmentStatus: 'in_progress' }, '/enroll', true],
    ['3. status unknown', { ...done, enrollmentStatus: undefined }, '/enroll', true],
    ['3. forced re-enrolment', { ...done, forceEnroll: true, savedRedirect: '/documents' }, '/enroll', true],
    ['4. the saved redirect', { ...done, savedRedirect: '/documents?tab=2' }, '/documents?tab=2', false],
    ['5. otherwise the action center', done, '/action-center', false],
    ['5. an empty saved redirect', { ...done, savedRedirect: '' }, '/action-center', false],
    [
      '5. an off-site saved redirect',
      { ...done, savedRedirect: 'https://evil.example' },
      '/action-center',
      false,
    ],
    [
      '5. a saved redirect back into sign-in',
      { ...done, savedRedirect: '/callback' },
      '/action-center',
      false,
    ],
  ])('%s', (_label, input, path, setEnrollmentInProgress) => {
    expect(postLoginDestination(input)).toEqual({ path, setEnrollmentInProgress });
  });

  it('keeps the rest of the callback query on /accept-invite but drops the spent sign-in answer', () => {
    const { path } = postLoginDestination({
      ...done,
      query: new URLSearchParams({ code: 'secret', state: 's', invite_id: 'inv', org: 'acme' }),
    });
    const url = new URL(path, 'https://app.test');
    expect(url.pathname).toBe('/accept-invite');
    expect(Object.fromEntries(url.searchParams)).toEqual({ invite_id: 'inv', org: 'acme' });
  });

  it('prefers the given invite id over the one in the query', () => {
    expect(postLoginDestination({ ...done, inviteId: 'a', query: 'invite_id=b' }).path).toBe(
      '/accept-invite?invite_id=a',
    );
  });
});

describe('isSafeRedirect', () => {
  it.each([
    ['/documents', true],
    ['/task/0b9a4d1e-3c2f-4e8a-9b7c-1d2e3f4a5b6c', true],
    ['/no-such-page', true],
    ['/', false],
    ['/callback?x=1', false],
    ['/saml', false],
    ['/redirect', false],
    ['/timeout', false],
    ['//evil.example/path', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['documents', false],
    [null, false],
    [undefined, false],
  ])('%s -> %s', (target, expected) => {
    expect(isSafeRedirect(target)).toBe(expected);
  });
});
