import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeUserManager, makeUser, sessionWith, signedInSession } from '#web/test/auth';
import { callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { actorSample, consentFormSample, personalInfoSample } from '#web/test/contract-samples';

describe('the login entry', () => {
  it('starts the hosted sign-in, keeping invite_id in the state', async () => {
    const manager = fakeUserManager();
    const { user } = await renderApp('/?invite_id=inv-9', { session: sessionWith(manager) });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { inviteId: 'inv-9' } });
  });

  it('shows the organization and starts its sign-in back to /saml', async () => {
    const fetch = mockFetch({
      'GET /api/sso_subscriber_config': json({ data: { name: 'Mercy Health', logo: '/logos/mercy.png' } }),
    });
    const manager = fakeUserManager();
    const { user } = await renderApp('/?organization=mercy', { session: sessionWith(manager) });
    expect(await screen.findByRole('img', { name: 'Mercy Health logo' })).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/sso_subscriber_config')[0]?.url.search).toBe('?organization=mercy');
    await user.click(screen.getByRole('button', { name: 'Continue to Mercy Health sign-in' }));
    expect(manager.signinRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ prompt: 'login', redirect_uri: 'http://localhost:3000/saml' }),
    );
  });

  it('says organization sign-in is unavailable and offers the normal one', async () => {
    mockFetch({
      'GET /api/sso_subscriber_config': json({ error: { code: 'request.not-found', message: 'x' } }, 404),
    });
    const manager = fakeUserManager();
    const { user } = await renderApp('/?organization=nope', { session: sessionWith(manager) });
    expect(await screen.findByText(/Organization sign-in is not available/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { organization: 'nope' } });
  });
});

describe('/callback', () => {
  it('completes the sign-in and routes on', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    mockFetch({
      'GET /api/xsrf': json({ data: { token: 't' } }),
      'GET /api/actor': json({
        data: { actors: [actorSample({ id: 'a1', access_level: 'super_user', actions: [] })] },
        chat_token: null,
      }),
      'POST /api/event': json({ data: { ok: true } }),
      'GET /api/personal_info': json({ data: personalInfoSample({ enrollment_status: 'finished' }) }),
      'GET /api/consent_form': json({ data: [consentFormSample({ required: true })] }),
    });
    const { router } = await renderApp('/callback?code=c&state=s', { session: sessionWith() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/intro'));
  });

  it('shows the error on / when the sign-in failed', async () => {
    const manager = fakeUserManager();
    manager.signinCallback.mockRejectedValue(new Error('State does not match'));
    const { router } = await renderApp('/callback?code=c&state=s', { session: sessionWith(manager) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The sign-in page loads lazily: on a loaded machine it may take longer than a second.
    expect(await within(screen.getByRole('main')).findByRole('alert', {}, { timeout: 8000 })).toHaveProperty(
      'textContent',
      'We could not sign you in. Please try again.',
    );
  });
});

describe('the session pages', () => {
  it('/timeout says the session expired, and offers to sign in again', async () => {
    await renderApp('/timeout', { signedIn: false });
    expect(await screen.findByText('Session expired: please log in again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeTruthy();
  });

  it('/redirect after an idle sign-out shows the inactivity message on /timeout', async () => {
    sessionStorage.setItem('credence.sign-out-reason', 'inactivity');
    const { router } = await renderApp('/redirect', { signedIn: false });
    expect(await screen.findByText('You have been logged out due to inactivity.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/timeout');
    expect(sessionStorage.getItem('credence.sign-out-reason')).toBeNull();
  });

  it('/redirect says the user was signed out, and why when access was denied', async () => {
    sessionStorage.setItem('credence.sign-out-reason', 'access-denied');
    await renderApp('/redirect', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'You have been signed out.' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('alert').textContent).toMatch(/does not have access/);
  });

  it('/v3/link-error clears the session and explains', async () => {
    const session = await signedInSession(fakeUserManager(makeUser()));
    localStorage.setItem('credence.current-actor', 'a1');
    await renderApp('/v3/link-error', { session });
    expect(await screen.findByText(/could not link your professional network account/)).toBeTruthy();
    await waitFor(() => expect(session.getAccessToken()).toBeNull());
    expect(localStorage.length).toBe(0);
  });
});

describe('the reset-password error pages', () => {
  it.each([
    ['expired', 'This link has expired'],
    ['invalid', 'This link is not valid'],
  ])('/reset-password/%s sends a new link and answers neutrally', async (kind, heading) => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const fetch = mockFetch({
      'POST /api/password_reset': json({ error: { code: 'request.not-found', message: 'x' } }, 404),
    });
    const { user } = await renderApp(`/reset-password/${kind}`, { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await within(await screen.findByRole('main')).findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringMatching(/If an account uses/),
    );
    const [call] = callsTo(fetch, 'POST /api/password_reset');
    expect(JSON.parse(String(call?.body))).toEqual({ email: 'sam@example.com' });
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('checks the email address before sending', async () => {
    const fetch = mockFetch({});
    const { user } = await renderApp('/reset-password/expired', { signedIn: false });
    await user.type(await screen.findByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
