import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch';
import { TOKENS } from '../../test/auth';
import { createUserManager } from './user-manager';
import { AuthSession } from './session';

const ORIGIN = window.location.origin;
const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
// oidc-client-ts decodes the ID token (the server checks signatures); a well-formed unsigned JWT is enough here.
const idToken = `${base64url({ alg: 'none' })}.${base64url({ sub: 'user-1', iss: `${ORIGIN}/oidc`, aud: 'credence-web', exp: 9999999999, iat: 1 })}.sig`;

function everythingStored(): string {
  const values: string[] = [];
  for (const store of [localStorage, sessionStorage]) {
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index) ?? '';
      values.push(`${key}=${store.getItem(key) ?? ''}`);
    }
  }
  return values.join('\n');
}

describe('the real UserManager, as configured', () => {
  it('keeps tokens in memory only: nothing token-like reaches localStorage or sessionStorage', async () => {
    // jsdom cannot navigate; the redirect itself is not what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = mockFetch({
      'GET /oidc/.well-known/openid-configuration': json({
        issuer: `${ORIGIN}/oidc`,
        authorization_endpoint: `${ORIGIN}/oidc/auth`,
        token_endpoint: `${ORIGIN}/oidc/token`,
        end_session_endpoint: `${ORIGIN}/oidc/session/end`,
      }),
      'POST /oidc/token': json({
        access_token: TOKENS.access,
        refresh_token: TOKENS.refresh,
        id_token: idToken,
        token_type: 'Bearer',
        expires_in: 600,
        scope: 'openid profile email offline_access',
      }),
    });
    const session = new AuthSession({ userManager: createUserManager(ORIGIN), origin: ORIGIN });

    void session.signIn({ inviteId: 'inv-1' });
    // The PKCE state waits in session storage for the answer: that much is allowed.
    await waitFor(() =>
      expect(Object.keys(sessionStorage).some((key) => key.startsWith('oidc.'))).toBe(true),
    );
    const stateKey = Object.keys(sessionStorage).find((key) => key.startsWith('oidc.')) ?? '';
    const stored = JSON.parse(sessionStorage.getItem(stateKey) ?? '{}') as { code_verifier?: string };
    expect(stored.code_verifier).toBeTruthy();

    const state = stateKey.slice('oidc.'.length);
    const result = await session.completeSignIn(`${ORIGIN}/callback?code=the-code&state=${state}`);

    expect(result).toEqual({ ok: true, state: { inviteId: 'inv-1' } });
    expect(session.getAccessToken()).toBe(TOKENS.access);
    const token = fetch.mock.calls.find(([url]) => String(url).endsWith('/oidc/token'));
    expect(String(token?.[1]?.body)).toContain('code_verifier=');
    const everything = everythingStored();
    for (const secret of [TOKENS.access, TOKENS.refresh, idToken, 'the-code'])
      expect(everything).not.toContain(secret);
    expect(localStorage.getItem('credence.logged-in')).toBe('true');
  });
});
