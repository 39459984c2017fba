import * as client from 'openid-client';
import { hashToken } from '../../lib/one-time-token';
import { audit, type AuditOrigin } from '../audit/audit.service';
import { federatedAccountId } from './network.config';
import { NETWORK_CALLBACK_PATH, SIGN_IN_REQUEST_TTL_MS, type NetworkDeps } from './network.deps';
import {
  findSignInRequest,
  insertSignInRequest,
  takeSignInRequest,
  upsertIdentity,
} from './network.repository';

/** Why a return from upstream did not sign anyone in; each has its own page. */
export type NetworkSignInFailure = 'cancelled' | 'failed' | 'unknown-request';

export class NetworkSignInError extends Error {
  constructor(readonly failure: NetworkSignInFailure) {
    super(`professional-network sign-in: ${failure}`);
  }
}

const redirectUri = (deps: NetworkDeps) => `${deps.config.PUBLIC_ORIGIN}${NETWORK_CALLBACK_PATH}`;

/**
 * Sends the pending interaction upstream: code + PKCE + state + nonce, kept in the database under the
 * interaction's uid (state only as a hash) so whichever instance receives the callback can finish it.
 */
export async function startNetworkSignIn(deps: NetworkDeps, interactionUid: string): Promise<string> {
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const now = deps.clock();
  await insertSignInRequest(
    deps.db,
    {
      state_hash: hashToken(state),
      interaction_uid: interactionUid,
      connection: deps.network.settings.connection,
      code_verifier: codeVerifier,
      nonce,
      expires_at: new Date(now.getTime() + SIGN_IN_REQUEST_TTL_MS),
    },
    now,
  );
  const url = await deps.network.upstream.authorizationUrl({
    redirectUri: redirectUri(deps),
    state,
    nonce,
    codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
  });
  return url.href;
}

/**
 * The browser is back from upstream. The request is single use; the ID token is checked by openid-client;
 * the identity is stored (not yet linked) and the local account id `${connection}|${sub}` answered.
 */
/** The interaction a callback's state was made for; the browser is sent there, where its cookie is. */
export async function interactionOfCallback(
  deps: NetworkDeps,
  { state, origin }: { state: string | undefined; origin: AuditOrigin },
): Promise<string | null> {
  const request = state ? await findSignInRequest(deps.db, hashToken(state), deps.clock()) : undefined;
  if (request) return request.interaction_uid;
  await audit(deps.db, origin, {
    action: 'sign-in',
    outcome: 'failure',
    details: { via: 'network', connection: deps.network.settings.connection, reason: 'state' },
  });
  return null;
}

export async function finishNetworkSignIn(
  deps: NetworkDeps,
  {
    interactionUid,
    query,
    origin,
  }: { interactionUid: string; query: Record<string, string | undefined>; origin: AuditOrigin },
): Promise<{ accountId: string }> {
  const { connection } = deps.network.settings;
  const refuse = async (failure: NetworkSignInFailure, reason: string) => {
    await audit(deps.db, origin, {
      action: 'sign-in',
      outcome: 'failure',
      details: { via: 'network', connection, reason },
    });
    return new NetworkSignInError(failure);
  };
  const request = query.state ? await takeSignInRequest(deps.db, hashToken(query.state), deps.clock()) : null;
  if (!request || request.connection !== connection) throw await refuse('unknown-request', 'state');
  // The state must come back to the interaction it was made for, in the browser that started it.
  if (request.interaction_uid !== interactionUid) throw await refuse('unknown-request', 'interaction');
  if (query.error) {
    const cancelled = query.error === 'access_denied';
    throw await refuse(cancelled ? 'cancelled' : 'failed', `upstream:${query.error.slice(0, 40)}`);
  }
  const callbackUrl = new URL(redirectUri(deps));
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) callbackUrl.searchParams.set(name, value);
  let claims;
  try {
    claims = await deps.network.upstream.finish({
      callbackUrl,
      state: query.state!,
      nonce: request.nonce,
      codeVerifier: request.code_verifier,
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw await refuse('failed', typeof code === 'string' ? code : 'token');
  }
  await deps.db.transaction().execute(async (trx) => {
    const row = await upsertIdentity(
      trx,
      {
        connection,
        subject: claims.subject,
        email: claims.email,
        email_verified: claims.emailVerified,
        given_name: claims.givenName,
        family_name: claims.familyName,
      },
      deps.clock(),
    );
    await audit(trx, origin, {
      action: 'sign-in',
      outcome: 'success',
      user_id: row.user_id,
      target_type: 'federated_identity',
      target_id: row.id,
      details: { via: 'network', connection, linked: row.user_id !== null },
    });
  });
  return { accountId: federatedAccountId(connection, claims.subject) };
}
