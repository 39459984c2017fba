import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { consentFormSample, holderSubscriptionSample, personalInfoSample } from '#web/test/contract-samples';

const INVITE_ID = '6f1d2c3b-4a59-4e7d-8c1b-2a3f4e5d6c7b';
const RESET = 'http://localhost:3000/auth/reset-password?token=t1';

/** jsdom's location cannot be spied on; a stand-in with the same values records the call. */
function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

// The app shell keeps its own (empty) live regions for notices; the page's are inside <main>.
const inMain = async () => within(await screen.findByRole('main'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/claim-account', () => {
  it('checks the link, uses it up, then loads the set-password page', async () => {
    document.cookie = 'XSRF-TOKEN=anon; path=/';
    const fetch = mockFetch({
      'GET /api/claim_account': json({ data: { reset_uri: RESET } }),
      'PUT /api/claim_account': json({ data: { claimed: true } }),
    });
    const assign = stubLocation();
    await renderApp('/claim-account?hash=h1&nonce=n1', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim your account' })).toBeTruthy();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(RESET));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(callsTo(fetch, 'GET /api/claim_account')[0]?.url.search).toBe('?hash=h1&nonce=n1');
    const put = callsTo(fetch, 'PUT /api/claim_account');
    expect(put).toHaveLength(1);
    expect(JSON.parse(String(put[0]?.body))).toEqual({ hash: 'h1', nonce: 'n1' });
    expect(put[0]?.headers['x-xsrf-token']).toBe('anon');
    expect(put[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    [404, 'claim.invalid' as const, /is not valid/],
    [410, 'claim.expired' as const, /has expired/],
    [410, 'claim.used' as const, /already been claimed/],
  ])('a %i %s answer says what is wrong and offers sign-in', async (status, code, text) => {
    mockFetch({ 'GET /api/claim_account': apiError(status, code) });
    const assign = stubLocation();
    await renderApp('/claim-account?hash=h&nonce=n', { signedIn: false });
    const alert = await (await inMain()).findByRole('alert');
    expect(alert.textContent).toMatch(text);
    expect(screen.getByRole('heading', { level: 2, name: 'We could not claim your account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/');
    expect(assign).not.toHaveBeenCalled();
  });

  it('without hash and nonce goes back to /', async () => {
    const { router } = await renderApp('/claim-account?hash=h', { signedIn: false });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('/accept-invite', () => {
  const invite = {
    id: INVITE_ID,
    organization: { name: 'Riverside Health', logo: '/logos/riverside.png' },
    first_name: 'Avery',
    app_req_id: null,
    status: 'open',
  };
  const joined = (status: 'active' | 'pending') =>
    json({ data: holderSubscriptionSample({ status, organization: invite.organization }) });

  const goOn = (enrollment: 'finished' | null, consentSigned = true) => ({
    'GET /api/personal_info': json({ data: personalInfoSample({ enrollment_status: enrollment }) }),
    'GET /api/consent_form': json({ data: [consentFormSample({ required: true, signed: consentSigned })] }),
    'POST /api/self_attested': json({ data: { 'status|enrollment_status': 'in_progress' } }),
  });

  it('shows the organization and what joining means; accepting joins it', async () => {
    const fetch = mockFetch({
      [`GET /${INVITE_ID}.json`]: json(invite),
      'POST /api/holder_subscriptions': joined('active'),
      ...goOn('finished'),
    });
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const { user, router } = await renderApp(`/accept-invite?invite_id=${INVITE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Riverside Health' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Riverside Health logo' })).toBeTruthy();
    expect(screen.getByText('Hello Avery,')).toBeTruthy();
    expect(screen.getByText(/can assign you tasks/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await (await inMain()).findByRole('status')).textContent).toBe(
      'You have joined Riverside Health.',
    );
    const posted = callsTo(fetch, 'POST /api/holder_subscriptions');
    expect(JSON.parse(String(posted[0]?.body))).toEqual({ invite_id: INVITE_ID });
    // Enrolled, nothing to sign: on to the action center, enrolment left as it is.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(router.state.location.pathname).not.toBe('/accept-invite'));
    expect(['/action-center', '/v3/dashboard']).toContain(router.state.location.pathname);
    expect(callsTo(fetch, 'POST /api/self_attested')).toHaveLength(0);
  });

  it('leads a new clinician on to the consent form first, then into enrolment marked in progress', async () => {
    const fetch = mockFetch({
      [`GET /${INVITE_ID}.json`]: json(invite),
      'POST /api/holder_subscriptions': joined('active'),
      ...goOn(null, false),
    });
    const { user, router } = await renderApp(`/accept-invite?invite_id=${INVITE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/intro'));
    expect(callsTo(fetch, 'POST /api/self_attested')).toHaveLength(0);
  });

  it('leads a new clinician with nothing to sign into enrolment, marked in progress (000 §2 rule 3)', async () => {
    const fetch = mockFetch({
      [`GET /${INVITE_ID}.json`]: json(invite),
      'POST /api/holder_subscriptions': joined('active'),
      ...goOn(null),
    });
    const { user, router } = await renderApp(`/accept-invite?invite_id=${INVITE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/enroll'));
    const saved = callsTo(fetch, 'POST /api/self_attested');
    expect(saved).toHaveLength(1);
    expect(JSON.parse(String(saved[0]?.body))).toEqual({
      data: { 'status|enrollment_status': 'in_progress' },
    });
  });

  it('says when the organization still has to approve', async () => {
    mockFetch({
      [`GET /${INVITE_ID}.json`]: json(invite),
      'POST /api/holder_subscriptions': joined('pending'),
    });
    const { user } = await renderApp(`/accept-invite?invite_id=${INVITE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect((await (await inMain()).findByRole('status')).textContent).toMatch(
      /Riverside Health will review it/,
    );
  });

  it('an invitation gone meanwhile shows the not-found message on accept', async () => {
    mockFetch({
      [`GET /${INVITE_ID}.json`]: json(invite),
      'POST /api/holder_subscriptions': apiError(404, 'request.not-found'),
    });
    const { user } = await renderApp(`/accept-invite?invite_id=${INVITE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect((await (await inMain()).findByRole('alert')).textContent).toMatch(
      /could not find this invitation/,
    );
  });

  it.each([
    ['an unknown invitation', `?invite_id=${INVITE_ID}`],
    ['a malformed id', '?invite_id=abc'],
    ['no id at all', ''],
  ])('%s shows a clear message', async (_name, query) => {
    mockFetch({ [`GET /${INVITE_ID}.json`]: apiError(404, 'request.not-found') });
    await renderApp(`/accept-invite${query}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not found' })).toBeTruthy();
    expect(screen.getByText(/expired or been withdrawn/)).toBeTruthy();
  });
});
