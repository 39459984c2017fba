import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** Bearer and XSRF headers of a real session, for calls a journey makes as someone other than the browser. */
export interface ApiSession {
  headers: Record<string, string>;
}

const CLIENT_ID = 'credence-web';
const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return url.pathname + url.search;
};

/**
 * Test-only: signs in through /oidc with code + PKCE using Playwright's request context (redirects followed
 * by hand, the /auth login form posted), then fetches the session's XSRF token. The browser's tokens stay
 * in its memory, so a journey that needs another person's API session makes its own this way.
 */
export async function apiSignIn(
  request: APIRequestContext,
  baseURL: string,
  { email, password }: { email: string; password: string },
): Promise<ApiSession> {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${baseURL}/callback`;
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  });
  const start = await request.get(`/oidc/auth?${query}`, { maxRedirects: 0 });
  const uid = pathOf(start.headers().location ?? '').split('/')[3];
  if (!uid) throw new Error(`authorize did not ask to sign in: ${start.status()}`);
  let response = await request.post(`/auth/interaction/${uid}/login`, {
    form: { identifier: email, password },
    maxRedirects: 0,
  });
  // A subscriber-only account is asked whether it meant the administrator login; carry on as the app.
  const onward =
    response.status() === 200 ? /href="([^"]*\/oidc\/auth\/[^"]+)"/.exec(await response.text()) : null;
  if (onward) response = await request.get(pathOf(onward[1]!.replaceAll('&amp;', '&')), { maxRedirects: 0 });
  let code: string | null = null;
  for (let hop = 0; hop < 8 && !code; hop++) {
    const location = response.headers().location;
    if (!location) throw new Error(`sign-in stopped at ${response.status()}`);
    if (location.startsWith(redirectUri)) code = new URL(location).searchParams.get('code');
    else response = await request.get(pathOf(location), { maxRedirects: 0 });
  }
  if (!code) throw new Error('sign-in did not reach the callback');
  const token = await request.post('/oidc/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const xsrf = await request.get('/api/xsrf', { headers: { authorization: `Bearer ${accessToken}` } });
  const { data } = (await xsrf.json()) as { data: { token: string } };
  return { headers: { authorization: `Bearer ${accessToken}`, 'x-xsrf-token': data.token } };
}
