import type { PersonalInfoData } from '@credence/shared';
import { ErrorResponse } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { bindApiAuth } from '../../lib/api-client';
import { fakeUserManager, makeUser, sessionWith } from '../../test/auth';
import type { FakeUserManager } from '../../test/auth';
import { callsTo, json, mockFetch } from '../../test/fetch';
import { completePostLogin } from './post-login';
import { actorSample, consentFormSample, personalInfoSample } from '../../test/contract-samples';

const holder = actorSample({ id: 'a1' });

interface Server {
  actions?: string[];
  personal?: Partial<PersonalInfoData>;
  consent?: { id: string; required: boolean; signed: boolean }[];
}

function server({
  actions = holder.actions,
  personal = { enrollment_status: 'finished' },
  consent = [],
}: Server = {}) {
  document.cookie = 'XSRF-TOKEN=t; path=/';
  return mockFetch({
    'GET /api/xsrf': json({ data: { token: 't' } }),
    'GET /api/actor': json({ data: { actors: [{ ...holder, actions }] }, chat_token: null }),
    'POST /api/event': json({ data: { ok: true } }),
    'GET /api/personal_info': json({ data: personalInfoSample(personal) }),
    'GET /api/consent_form': json({ data: consent.map(consentFormSample) }),
    'POST /api/self_attested': json({ data: { 'status|enrollment_status': 'in_progress' } }),
    'POST /api/logout': json({ data: { ok: true } }),
  });
}

async function callback(manager: FakeUserManager = fakeUserManager(), query = '?code=c&state=s') {
  const session = sessionWith(manager);
  bindApiAuth(session);
  const outcome = await completePostLogin({
    session,
    url: new URL(`http://localhost:3000/callback${query}`),
  });
  return { outcome, session, manager };
}

const withState = (state: object) => fakeUserManager(makeUser({ userState: state }));

describe('after sign-in, the post-login order', () => {
  it('1. an invitation goes to /accept-invite, whatever else is pending', async () => {
    server({ personal: { enrollment_status: null }, consent: [{ id: 'c', required: true, signed: false }] });
    const { outcome } = await callback(withState({ inviteId: 'inv-1' }));
    expect(outcome).toEqual({ to: '/accept-invite?invite_id=inv-1' });
  });

  it('2. a required consent form not yet signed goes to /intro', async () => {
    server({ consent: [{ id: 'c', required: true, signed: false }], personal: { enrollment_status: null } });
    expect((await callback()).outcome).toEqual({ to: '/intro' });
  });

  it('3. unfinished enrolment goes to /enroll after saving enrollment_status in_progress', async () => {
    const fetch = server({
      personal: { enrollment_status: null },
      consent: [{ id: 'c', required: false, signed: false }],
    });
    expect((await callback()).outcome).toEqual({ to: '/enroll' });
    const [save] = callsTo(fetch, 'POST /api/self_attested');
    expect(JSON.parse(String(save?.body))).toEqual({ data: { 'status|enrollment_status': 'in_progress' } });
  });

  it('3. a forced re-enrolment goes to /enroll too', async () => {
    const fetch = server({ personal: { enrollment_status: 'finished', force_enroll: true } });
    expect((await callback()).outcome).toEqual({ to: '/enroll' });
    expect(callsTo(fetch, 'POST /api/self_attested')).toHaveLength(1);
  });

  it('4. a saved login redirect is followed, then forgotten', async () => {
    localStorage.setItem('credence.login-redirect', '/credentials?tab=2');
    const fetch = server();
    expect((await callback()).outcome).toEqual({ to: '/credentials?tab=2' });
    expect(localStorage.getItem('credence.login-redirect')).toBeNull();
    expect(callsTo(fetch, 'POST /api/self_attested')).toHaveLength(0);
  });

  it('4. a saved redirect off this site is ignored', async () => {
    localStorage.setItem('credence.login-redirect', '//evil.example/x');
    server();
    expect((await callback()).outcome).toEqual({ to: '/action-center' });
  });

  it('5. otherwise /action-center, after recording the login', async () => {
    const fetch = server();
    expect((await callback()).outcome).toEqual({ to: '/action-center' });
    expect(JSON.parse(String(callsTo(fetch, 'POST /api/event')[0]?.body))).toEqual({ event_type: 'login' });
  });

  it('logs out an actor without get_self_attested, recording no login', async () => {
    const fetch = server({ actions: ['get_documents'] });
    const { outcome, manager } = await callback();
    expect(outcome).toBeNull();
    expect(callsTo(fetch, 'POST /api/logout')).toHaveLength(1);
    expect(manager.signoutRedirect).toHaveBeenCalled();
    expect(callsTo(fetch, 'POST /api/event')).toHaveLength(0);
    expect(sessionStorage.getItem('credence.sign-out-reason')).toBe('access-denied');
  });

  it('sends organization staff (no clinician action, the console action) to /admin, not signed out', async () => {
    const fetch = server({ actions: ['view_roster', 'invite_clinicians'] });
    const { outcome } = await callback();
    expect(outcome).toEqual({ to: '/admin' });
    expect(callsTo(fetch, 'POST /api/logout')).toHaveLength(0);
  });

  it('sends a failed sign-in to / with an error', async () => {
    const manager = fakeUserManager();
    manager.signinCallback.mockRejectedValue(new ErrorResponse({ error: 'access_denied' }));
    expect((await callback(manager)).outcome).toEqual({ to: '/', signInFailed: true });
  });

  it('treats a server failure after the provider answered as a failed sign-in, leaving no session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/xsrf': json({ data: { token: 't' } }),
      'GET /api/actor': json({ error: { code: 'internal-error', message: 'x' } }, 500),
    });
    const { outcome, session } = await callback();
    expect(outcome).toEqual({ to: '/', signInFailed: true });
    expect(session.getAccessToken()).toBeNull();
    expect(localStorage.getItem('credence.logged-in')).toBeNull();
  });

  it('after a reload, a refused prompt=none clears the flag, saves the path and goes to /', async () => {
    localStorage.setItem('credence.logged-in', 'true');
    const manager = fakeUserManager();
    manager.signinCallback.mockRejectedValue(
      new ErrorResponse({ error: 'login_required', userState: { silent: true, returnTo: '/documents' } }),
    );
    expect((await callback(manager)).outcome).toEqual({ to: '/' });
    expect(localStorage.getItem('credence.logged-in')).toBeNull();
    expect(localStorage.getItem('credence.login-redirect')).toBe('/documents');
  });

  it('after a reload, a successful prompt=none goes straight back, without a new login event', async () => {
    const fetch = server({ personal: { enrollment_status: null } });
    const { outcome } = await callback(withState({ silent: true, returnTo: '/documents' }));
    expect(outcome).toEqual({ to: '/documents' });
    expect(callsTo(fetch, 'POST /api/event')).toHaveLength(0);
  });
});

describe('after sign-in through the professional-network provider', () => {
  const network = (link: Response) => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    return mockFetch({
      'GET /api/sign_in_options': json({ data: { network: { name: 'LinkedIn', connection: 'linkedin' } } }),
      'GET /api/v2/user/link': link,
      'GET /api/xsrf': json({ data: { token: 't' } }),
      'GET /api/actor': json({ data: { actors: [holder] }, chat_token: null }),
      'POST /api/event': json({ data: { ok: true } }),
      'GET /api/personal_info': json({ data: personalInfoSample({ enrollment_status: 'finished' }) }),
      'GET /api/consent_form': json({ data: [] }),
      'POST /api/logout': json({ data: { ok: true } }),
    });
  };
  const networkUser = (sub = 'linkedin|member-7') =>
    fakeUserManager(
      makeUser({ profile: { ...makeUser().profile, sub }, userState: { connection: 'linkedin' } }),
    );
  const order = (fetch: ReturnType<typeof mockFetch>) =>
    fetch.mock.calls.map(
      ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`,
    );

  it('links the account before the actor check, then routes by the usual order', async () => {
    const fetch = network(json({ data: { linked: true } }));
    const { outcome } = await callback(networkUser());
    expect(outcome).toEqual({ to: '/action-center' });
    const calls = order(fetch);
    expect(calls.indexOf('GET /api/v2/user/link')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('GET /api/v2/user/link')).toBeLessThan(calls.indexOf('GET /api/actor'));
    expect(callsTo(fetch, 'GET /api/v2/user/link')[0]?.headers.authorization).toBe(
      'Bearer eyJ.access-token.sig',
    );
  });

  it('a failed link clears the session in this browser only and goes to /v3/linkedin-error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = network(json({ error: { code: 'auth.link-failed', message: 'x' } }, 409));
    sessionStorage.setItem('credence.some-progress', 'x');
    const { outcome, session, manager } = await callback(networkUser());
    expect(outcome).toEqual({ to: '/v3/linkedin-error' });
    expect(session.getAccessToken()).toBeNull();
    expect(localStorage.getItem('credence.logged-in')).toBeNull();
    expect(sessionStorage.getItem('credence.some-progress')).toBeNull();
    expect(manager.removeUser).toHaveBeenCalled();
    // Local only: no server logout, no provider end-session, and no actor check or login record.
    expect(callsTo(fetch, 'POST /api/logout')).toHaveLength(0);
    expect(manager.signoutRedirect).not.toHaveBeenCalled();
    expect(callsTo(fetch, 'GET /api/actor')).toHaveLength(0);
    expect(callsTo(fetch, 'POST /api/event')).toHaveLength(0);
  });

  it('does not link a subject without the configured prefix', async () => {
    const fetch = network(json({ data: { linked: true } }));
    expect((await callback(networkUser('other|member-7'))).outcome).toEqual({ to: '/action-center' });
    expect(callsTo(fetch, 'GET /api/v2/user/link')).toHaveLength(0);
  });
});
