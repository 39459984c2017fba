import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { CookieJar } from './cookie-jar';
import { readAuthnRequest, TEST_IDP, type AuthnRequestSeen } from './saml-response';
import { WEB_CLIENT } from './sign-in';

export const TEST_IDP_ISSUER = 'https://idp.example.test/entity';
export const TEST_IDP_ENTRY = 'https://idp.example.test/sso';

/** An organization with organization sign-in through the test IdP. */
export async function createSamlOrganization(
  db: Kysely<Database>,
  {
    slug,
    origin = 'http://localhost:3000',
    enabled = true,
  }: { slug: string; origin?: string; enabled?: boolean },
) {
  const group = await db
    .insertInto('subscriber_groups')
    .values({ slug, name: `Organization ${slug}`, logo_url: `https://cdn.example.test/${slug}.png` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('saml_connections')
    .values({
      subscriber_group_id: group.id,
      enabled,
      idp_entry_point: TEST_IDP_ENTRY,
      idp_issuer: TEST_IDP_ISSUER,
      idp_certificate: TEST_IDP.cert,
      sp_entity_id: `${origin}/auth/saml/${slug}`,
      name_id_format: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    })
    .execute();
  return group.id;
}

const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return url.pathname + url.search;
};

/** The web app's organization sign-in: authorize with organization, prompt=login, back to /saml. */
export async function startOrganizationSignIn(
  app: FastifyInstance,
  slug: string,
  { origin = 'http://localhost:3000' }: { origin?: string } = {},
) {
  const jar = new CookieJar();
  const hop = async (options: InjectOptions) => {
    const response = await app.inject({ ...options, headers: { ...options.headers, cookie: jar.header() } });
    jar.store(response.headers['set-cookie'] as string[] | undefined);
    return response;
  };
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${origin}/saml`;
  const query = new URLSearchParams({
    client_id: WEB_CLIENT,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    prompt: 'login',
    organization: slug,
  });
  const authorize = await hop({ method: 'GET', url: `/oidc/auth?${query}` });
  const interaction = await hop({ method: 'GET', url: pathOf(authorize.headers.location!) });
  const toIdp = interaction.headers.location;
  const request: AuthnRequestSeen | null = toIdp?.startsWith(TEST_IDP_ENTRY) ? readAuthnRequest(toIdp) : null;

  return {
    jar,
    interaction,
    request,
    /** The IdP's form post: cross-site, so the browser sends none of our (SameSite=Lax) cookies. */
    postToAcs(samlResponse: string, relayState = request?.relayState ?? '', acsSlug = slug) {
      return app.inject({
        method: 'POST',
        url: `/auth/saml/${acsSlug}/acs`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
      });
    },
    /** Follows the provider's redirects with the browser's cookies; answers the code given to /saml. */
    async followToCode(response: LightMyRequestResponse): Promise<string | null> {
      let current = response;
      for (let step = 0; step < 8 && current.statusCode >= 300 && current.statusCode < 400; step++) {
        const next = current.headers.location!;
        if (next.startsWith(redirectUri)) return new URL(next).searchParams.get('code');
        current = await hop({ method: 'GET', url: pathOf(next) });
      }
      return null;
    },
    async exchange(code: string) {
      const token = await app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: WEB_CLIENT,
          code_verifier: verifier,
        }).toString(),
      });
      return token.json() as { access_token: string; id_token: string };
    },
  };
}

/** A sign-in waiting at the test IdP, and the options of a correct answer to it (sign them to send). */
export async function atTestIdp(app: FastifyInstance, slug: string, email = uniqueEmail()) {
  const flow = await startOrganizationSignIn(app, slug);
  const request = flow.request;
  if (!request) throw new Error(`the interaction did not go to the IdP: ${flow.interaction.statusCode}`);
  const options = {
    issuer: TEST_IDP_ISSUER,
    inResponseTo: request.id,
    audience: request.issuer,
    acsUrl: request.acsUrl,
    email,
    firstName: 'Morgan',
    lastName: 'Lee',
  };
  return { flow, request, options, email };
}

const uniqueEmail = () => `sso.${randomBytes(6).toString('hex')}@northside.test`;

/** The audit rows of organization sign-ins refused for `reason`. */
export async function samlRefusals(db: Kysely<Database>, reason: string) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['action', 'outcome', 'details', 'target_id'])
    .where('action', '=', 'sign-in')
    .execute();
  return rows.filter((row) => (row.details as { reason?: string }).reason === reason);
}
