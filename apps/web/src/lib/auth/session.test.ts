import { ErrorResponse } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUserManager, makeUser, sessionWith, signedInSession, TOKENS } from '../../test/auth';
import { apiError, callsTo, json, mockFetch } from '../../test/fetch';
import { bindApiAuth } from '../api-client';

afterEach(() => {
  vi.useRealTimers();
});

describe('the logged-in flag', () => {
  it('is set by a completed sign-in and cleared by a failed one', async () => {
    const manager = fakeUserManager();
    const session = await signedInSession(manager);
    expect(localStorage.getItem('credence.logged-in')).toBe('true');
    expect(session.getSnapshot().status).toBe('signed-in');

    manager.signinCallback.mockRejectedValueOnce(new ErrorResponse({ error: 'access_denied' }));
    const result = await session.completeSignIn('http://localhost:3000/callback?error=access_denied&state=x');
    expect(result.ok).toBe(false);
    expect(localStorage.getItem('credence.logged-in')).toBeNull();
  });

  it('is cleared, with the tokens, when the session ends locally', async () => {
    const session = await signedInSession();
    await session.endLocally();
    expect(localStorage.getItem('credence.logged-in')).toBeNull();
    expect(session.getAccessToken()).toBeNull();
  });
});

describe('silent renewal', () => {
  it("rejects with 'Not logged in' when nobody is logged in, without asking the provider", async () => {
    const manager = fakeUserManager();
    await expect(sessionWith(manager).renew()).rejects.toThrow('Not logged in');
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('renews through the refresh token, once for concurrent callers', async () => {
    const manager = fakeUserManager();
    const session = await signedInSession(manager);
    const [first, second] = await Promise.all([session.renew(), session.renew()]);
    expect(first).toBe(second);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(session.getAccessToken()).toBe('eyJ.renewed.sig');
  });

  it('renews when the token is about to expire', async () => {
    const manager = fakeUserManager();
    await signedInSession(manager);
    const onExpiring = manager.events.addAccessTokenExpiring.mock.calls[0]?.[0] as () => void;
    onExpiring();
    await vi.waitFor(() => expect(manager.signinSilent).toHaveBeenCalled());
  });

  it('sends the user to /timeout and forgets the session when renewal fails', async () => {
    const manager = fakeUserManager();
    manager.signinSilent.mockRejectedValue(new ErrorResponse({ error: 'invalid_grant' }));
    const session = await signedInSession(manager);
    const navigate = vi.fn();
    session.setNavigate(navigate);
    await expect(session.renew()).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/timeout');
    expect(session.getAccessToken()).toBeNull();
    expect(localStorage.getItem('credence.logged-in')).toBeNull();
  });

  it('never falls back to an iframe: no refresh token means renewal fails', async () => {
    const manager = fakeUserManager(makeUser({ refresh_token: undefined }));
    const session = await signedInSession(manager);
    session.setNavigate(vi.fn());
    await expect(session.renew()).rejects.toThrow();
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });
});

describe('signing in', () => {
  it('keeps invite_id and organization in the OIDC state', async () => {
    const manager = fakeUserManager();
    await sessionWith(manager).signIn({ inviteId: 'inv-1', organization: 'acme' });
    expect(manager.signinRedirect).toHaveBeenCalledWith({
      state: { inviteId: 'inv-1', organization: 'acme' },
    });
  });

  it('sends an organization sign-in back to /saml with a forced login', async () => {
    const manager = fakeUserManager();
    await sessionWith(manager).signIn({ organization: 'acme', saml: true });
    expect(manager.signinRedirect).toHaveBeenCalledWith({
      state: { organization: 'acme' },
      redirect_uri: 'http://localhost:3000/saml',
      prompt: 'login',
      extraQueryParams: { organization: 'acme' },
    });
  });

  it('re-authorizes after a reload with prompt=none, once, coming back to the same path', async () => {
    const manager = fakeUserManager();
    const session = sessionWith(manager);
    await Promise.all([session.reauthorize('/credentials?x=1'), session.reauthorize('/credentials?x=1')]);
    expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
    expect(manager.signinRedirect).toHaveBeenCalledWith({
      prompt: 'none',
      state: { silent: true, returnTo: '/credentials?x=1' },
    });
  });
});

describe('signing out', () => {
  it('clears both storages, posts /api/logout with the token, then ends the provider session', async () => {
    const manager = fakeUserManager();
    const session = await signedInSession(manager);
    bindApiAuth(session);
    document.cookie = 'XSRF-TOKEN=x; path=/';
    localStorage.setItem('share-progress', '{}');
    sessionStorage.setItem('supplementary-task', 'a');
    const fetch = mockFetch({ 'POST /api/logout': json({ data: { ok: true } }) });
    manager.signoutRedirect.mockImplementation(async () => {
      // The order matters: the server is told while the token still works, before the browser leaves.
      expect(callsTo(fetch, 'POST /api/logout')).toHaveLength(1);
    });

    await session.signOut();

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(callsTo(fetch, 'POST /api/logout')[0]?.headers.authorization).toBe(`Bearer ${TOKENS.access}`);
    expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: TOKENS.id });
  });

  it('still ends the provider session when /api/logout fails', async () => {
    const manager = fakeUserManager();
    const session = await signedInSession(manager);
    bindApiAuth(session);
    mockFetch({
      'GET /api/xsrf': json({ data: { token: 't' } }),
      'POST /api/logout': apiError(500, 'internal-error', 'x'),
    });
    await session.signOut();
    expect(manager.signoutRedirect).toHaveBeenCalled();
  });

  it('keeps the reason for the landing page, and without a session goes straight there', async () => {
    const session = sessionWith();
    const navigate = vi.fn();
    session.setNavigate(navigate);
    await session.signOut('inactivity');
    expect(sessionStorage.getItem('credence.sign-out-reason')).toBe('inactivity');
    expect(navigate).toHaveBeenCalledWith('/timeout?reason=inactivity');
  });
});
