import { createHash, randomBytes } from 'node:crypto';
import { HOLDER_ACTIONS, STAFF_ROLE_ACTIONS, type StaffRole } from '@credence/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { CookieJar } from './cookie-jar';

export const TEST_PASSWORD = 'Tr1cky-Otter-42';
export const WEB_CLIENT = 'credence-web';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  actorId: string | null;
}

/** A person with a password and, unless told otherwise, one clinician (holder) actor. */
export async function createUser(
  db: Kysely<Database>,
  {
    email = `clinician.${randomBytes(4).toString('hex')}@credence.test`,
    password = TEST_PASSWORD,
    firstName = 'Test',
    lastName = 'Clinician',
    accessLevel = 'holder',
    actions = [...HOLDER_ACTIONS],
    withActor = true,
    subscriberGroupId = null,
  }: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    accessLevel?: string;
    actions?: string[];
    withActor?: boolean;
    subscriberGroupId?: string | null;
  } = {},
): Promise<TestUser> {
  const user = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(password),
      first_name: firstName,
      last_name: lastName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let actorId: string | null = null;
  if (withActor) {
    const actor = await db
      .insertInto('actors')
      .values({
        user_id: user.id,
        access_level: accessLevel,
        actions,
        settings: JSON.stringify(accessLevel === 'holder' ? { id_verification: 'not_started' } : {}),
        name: `${firstName} ${lastName}`,
        subscriber_group_id: subscriberGroupId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    actorId = actor.id;
  }
  return { id: user.id, email, password, actorId };
}

export interface TestSession {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  xsrf: { cookie: string; header: string };
  /** The browser's cookies at the provider after signing in (its session), for end-session tests. */
  browserCookies: string;
  /** authorization + x-xsrf-token (+ the actor header when given): ready for inject(). */
  headers(actorId?: string): Record<string, string>;
}

const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** Follows one redirect hop at a time through inject, keeping cookies like a browser. */
async function hop(app: FastifyInstance, jar: CookieJar, options: InjectOptions) {
  const response = await app.inject({ ...options, headers: { ...options.headers, cookie: jar.header() } });
  jar.store(response.headers['set-cookie'] as string[] | undefined);
  return response;
}

const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return url.pathname + url.search;
};

/** An authorization request waiting at the sign-in page, with the browser's cookies. */
export interface PendingSignIn {
  uid: string;
  jar: CookieJar;
  verifier: string;
  redirectUri: string;
  /** Posts a form to /auth/interaction/:uid/<action> with the interaction cookies. */
  submit(action: 'login' | 'create-account', form: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Follows redirects until the callback; answers the code, or null if the flow stopped elsewhere. */
  followToCode(response: LightMyRequestResponse): Promise<string | null>;
}

export async function startSignIn(
  app: FastifyInstance,
  { origin = 'http://localhost:3000', ip }: { origin?: string; ip?: string } = {},
): Promise<PendingSignIn> {
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const redirectUri = `${origin}/callback`;
  const query = new URLSearchParams({
    client_id: WEB_CLIENT,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  });
  const remoteAddress = ip ? { remoteAddress: ip } : {};
  const first = await hop(app, jar, { method: 'GET', url: `/oidc/auth?${query}`, ...remoteAddress });
  const location = first.headers.location;
  if (!location?.includes('/auth/interaction/'))
    throw new Error(`authorize did not ask to sign in: ${first.statusCode}`);
  const uid = pathOf(location).split('/')[3]!;
  return {
    uid,
    jar,
    verifier,
    redirectUri,
    submit: (action, form) =>
      hop(app, jar, {
        method: 'POST',
        url: `/auth/interaction/${uid}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
        ...remoteAddress,
      }),
    async followToCode(response) {
      let current = response;
      // A subscriber-only account sees the administrator-login question first; carry on as the clinician app.
      const onward =
        current.statusCode === 200 ? /href="([^"]*\/oidc\/auth\/[^"]+)"/.exec(current.body) : null;
      if (onward)
        current = await hop(app, jar, {
          method: 'GET',
          url: pathOf(onward[1]!.replaceAll('&amp;', '&')),
          ...remoteAddress,
        });
      for (let step = 0; step < 8 && current.statusCode >= 300 && current.statusCode < 400; step++) {
        const next = current.headers.location!;
        if (next.startsWith(redirectUri)) return new URL(next).searchParams.get('code');
        current = await hop(app, jar, { method: 'GET', url: pathOf(next), ...remoteAddress });
      }
      return null;
    },
  };
}

export async function exchangeCode(app: FastifyInstance, pending: PendingSignIn, code: string) {
  const token = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: pending.redirectUri,
      client_id: WEB_CLIENT,
      code_verifier: pending.verifier,
    }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(`token exchange failed: ${token.body}`);
  return token.json() as {
    access_token: string;
    refresh_token: string;
    id_token: string;
    expires_in: number;
  };
}

export async function toSession(
  app: FastifyInstance,
  tokens: { access_token: string; refresh_token: string; id_token: string },
  jar?: CookieJar,
): Promise<TestSession> {
  const xsrf = await xsrfFor(app, tokens.access_token);
  return {
    browserCookies: jar?.header() ?? '',
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    idToken: tokens.id_token,
    xsrf,
    headers: (actorId?: string) => ({
      authorization: `Bearer ${tokens.access_token}`,
      'x-xsrf-token': xsrf.header,
      ...(actorId ? { 'x-actor-id': actorId } : {}),
    }),
  };
}

/**
 * The real authorization-code + PKCE flow through inject: authorize, the sign-in page, consent (granted
 * automatically for the first-party client), code, token; then GET /api/xsrf for the session's token.
 */
export async function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  options: { origin?: string; ip?: string } = {},
): Promise<TestSession> {
  const pending = await startSignIn(app, options);
  const response = await pending.submit('login', {
    identifier: credentials.email,
    password: credentials.password,
  });
  const code = await pending.followToCode(response);
  if (!code)
    throw new Error(
      `sign-in did not reach the callback: ${response.statusCode} ${response.body.slice(0, 300)}`,
    );
  return toSession(app, await exchangeCode(app, pending, code), pending.jar);
}

/** GET /api/xsrf as the web app does: the cookie it sets, and the header value to echo. */
export async function xsrfFor(app: FastifyInstance, accessToken?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/xsrf',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
  const jar = new CookieJar();
  jar.store(response.headers['set-cookie'] as string[] | undefined);
  const header = jar.get('XSRF-TOKEN');
  if (!header) throw new Error('GET /api/xsrf set no XSRF-TOKEN cookie');
  return { cookie: jar.header(), header };
}

/** Signs in a new staff member of `groupId` with the role's actions (an admin has the admin access level). */
export async function signInStaff(
  app: FastifyInstance,
  db: Kysely<Database>,
  role: StaffRole,
  groupId: string,
  names: { firstName?: string; lastName?: string } = {},
): Promise<TestSession> {
  const user = await createUser(db, {
    accessLevel: role === 'admin' ? 'admin' : 'staff',
    actions: [...STAFF_ROLE_ACTIONS[role]],
    subscriberGroupId: groupId,
    ...names,
  });
  return signIn(app, user);
}
