import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CookieJar } from './cookie-jar';
import { exchangeCode, toSession, WEB_CLIENT, type PendingSignIn, type TestSession } from './sign-in';

const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return url.pathname + url.search;
};

/**
 * The web app's `/?connection=…` sign-in, driven like a browser: Credence through inject, the upstream
 * provider over real HTTP, each with its own cookies. Stops when upstream sends the browser back.
 */
export async function startNetworkSignIn(
  app: FastifyInstance,
  {
    connection = 'linkedin',
    origin = 'http://localhost:3000',
  }: { connection?: string; origin?: string } = {},
) {
  const jar = new CookieJar();
  const upstreamJar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${origin}/callback`;
  const query = new URLSearchParams({
    client_id: WEB_CLIENT,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    prompt: 'login',
    connection,
  });
  const hop = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { cookie: jar.header() } });
    jar.store(response.headers['set-cookie'] as string[] | undefined);
    return response;
  };
  const authorize = await hop(`/oidc/auth?${query}`);
  const interaction = await hop(pathOf(authorize.headers.location!));
  let location = interaction.headers.location;
  if (interaction.statusCode !== 303 || !location?.startsWith('http://127.0.0.1'))
    throw new Error(`Credence did not send the browser upstream: ${interaction.statusCode}`);
  const upstreamUrl = location;
  for (let step = 0; step < 10 && location && !location.startsWith(origin); step++) {
    const response = await fetch(location, { redirect: 'manual', headers: { cookie: upstreamJar.header() } });
    upstreamJar.store(response.headers.getSetCookie());
    const next = response.headers.get('location');
    if (!next)
      throw new Error(`upstream stopped at ${response.status}: ${(await response.text()).slice(0, 200)}`);
    location = new URL(next, location).href;
  }
  const pending: Pick<PendingSignIn, 'jar' | 'verifier' | 'redirectUri'> = { jar, verifier, redirectUri };
  return {
    ...pending,
    /** Where Credence sent the browser upstream (state, nonce, PKCE challenge). */
    upstreamUrl: new URL(upstreamUrl),
    /** Upstream's answer: Credence's network callback with code and state (or error). */
    callbackPath: pathOf(location!),
    hop,
    /** Follows Credence's redirects from the callback; the code, or the page where it stopped. */
    async returnToCredence(callbackPath = pathOf(location!)) {
      let response: LightMyRequestResponse = await hop(callbackPath);
      for (let step = 0; step < 8 && response.statusCode >= 300 && response.statusCode < 400; step++) {
        const next = response.headers.location!;
        if (next.startsWith(redirectUri)) return { code: new URL(next).searchParams.get('code'), response };
        response = await hop(pathOf(next));
      }
      return { code: null, response };
    },
    async session(code: string): Promise<TestSession> {
      return toSession(app, await exchangeCode(app, pending as PendingSignIn, code), jar);
    },
  };
}
