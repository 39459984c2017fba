import type { CacheProvider } from '@node-saml/node-saml';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RequestOrigin } from '../accounts/accounts.deps';
import { audit } from '../audit/audit.service';
import { consumeAttempt } from '../rate-limit/rate-limit.service';
import { acsUrlOf, REQUEST_TTL_MS, requestReader, samlFor } from './saml.client';
import { classifySamlError, SamlRefused, type SamlRefusalReason } from './saml.errors';
import { assertedIdentity, checkAddressing, type AssertedIdentity } from './saml.identity';
import { accountForAssertion } from './saml.provision';
import {
  consumeRequest,
  deleteRequestsExpiredBefore,
  findConnectionBySlug,
  findRequest,
  insertRequest,
  type SamlConnection,
} from './saml.repository';

export interface SamlDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  provider: Provider;
}

const SLUG = /^[a-z0-9-]{2,64}$/;
const DAY_MS = 24 * 60 * 60_000;

/** The organization's connection when organization sign-in is on for it; null for anything else. */
export async function enabledConnection(deps: Pick<SamlDeps, 'db'>, slug: unknown) {
  if (typeof slug !== 'string' || !SLUG.test(slug)) return null;
  const connection = await findConnectionBySlug(deps.db, slug);
  return connection?.enabled ? connection : null;
}

/** GET /api/sso_subscriber_config: what the login entry shows; 404 unless organization sign-in is on. */
export async function organizationConfig(deps: Pick<SamlDeps, 'db'>, slug: string) {
  const connection = await enabledConnection(deps, slug);
  if (!connection) throw notFound();
  return { name: connection.organization_name, logo: connection.logo_url };
}

/** The IdP URL carrying a new AuthnRequest; its id is stored so any instance can check the answer. */
export async function startOrganizationSignIn(
  deps: SamlDeps,
  { connection, uid }: { connection: SamlConnection; uid: string },
): Promise<string> {
  const now = deps.clock();
  await deleteRequestsExpiredBefore(deps.db, new Date(now.getTime() - DAY_MS));
  const store: CacheProvider = {
    async saveAsync(id, instant) {
      const expires = new Date(now.getTime() + REQUEST_TTL_MS);
      await insertRequest(deps.db, {
        id,
        connection_id: connection.id,
        interaction_uid: uid,
        created_at: now,
        expires_at: expires,
      });
      return { value: instant, createdAt: now.getTime() };
    },
    getAsync: async () => null,
    removeAsync: async (id) => id,
  };
  // RelayState carries the interaction uid back; the stored request binds it, RelayState only cross-checks.
  return samlFor(deps.config, connection, store).getAuthorizeUrlAsync(uid, undefined, {});
}

/**
 * The ACS: validates the IdP's answer, signs the person in to the waiting interaction, and answers the
 * provider URL the browser continues at. Every refusal is audited and thrown as SamlRefused.
 */
export async function completeOrganizationSignIn(
  deps: SamlDeps,
  input: { slug: string; samlResponse: string; relayState: string; origin: RequestOrigin },
): Promise<string> {
  const { db, clock } = deps;
  const { origin } = input;
  let connection: SamlConnection | null = null;
  const refuse = async (reason: SamlRefusalReason): Promise<never> => {
    await audit(db, origin, {
      action: 'sign-in',
      outcome: 'failure',
      target_type: connection ? 'subscriber_group' : null,
      target_id: connection?.subscriber_group_id ?? null,
      details: { via: 'saml', reason },
    });
    throw new SamlRefused(reason);
  };

  try {
    await consumeAttempt(deps, { action: 'saml-acs', ip: origin.ip });
  } catch (error) {
    await audit(db, origin, {
      action: 'sign-in',
      outcome: 'denied',
      details: { via: 'saml', reason: 'rate-limited' },
    });
    throw error;
  }
  const active = await enabledConnection(deps, input.slug);
  if (!active) return refuse('connection-unavailable');
  connection = active;
  if (!input.samlResponse) return refuse('malformed');

  const acsUrl = acsUrlOf(deps.config, active.slug);
  const reader = requestReader((id) => findRequest(db, id, active.id), clock);
  let requestId: string;
  let identity: AssertedIdentity;
  try {
    const { profile } = await samlFor(deps.config, active, reader.provider).validatePostResponseAsync({
      SAMLResponse: input.samlResponse,
    });
    if (!profile || typeof profile.inResponseTo !== 'string') throw new SamlRefused('malformed');
    checkAddressing(profile, active, acsUrl);
    identity = assertedIdentity(profile, active);
    requestId = profile.inResponseTo;
  } catch (error) {
    return refuse(classifySamlError(error, reader.seen.state));
  }

  const now = clock();
  const consumed = await consumeRequest(db, requestId, active.id, now);
  if (!consumed) return refuse('replayed');
  if (consumed.interaction_uid !== input.relayState) return refuse('relay-state-mismatch');
  const interaction = await deps.provider.Interaction.find(consumed.interaction_uid);
  if (!interaction) return refuse('interaction-expired');

  const { userId } = await db.transaction().execute(async (trx) => {
    const account = await accountForAssertion(trx, { connection: active, identity, origin, now });
    await audit(trx, origin, {
      action: 'sign-in',
      outcome: 'success',
      user_id: account.userId,
      target_type: 'subscriber_group',
      target_id: active.subscriber_group_id,
      details: { via: 'saml', provisioned: account.provisioned },
    });
    return account;
  });
  interaction.result = { login: { accountId: userId, remember: false } };
  await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
  return interaction.returnTo;
}
