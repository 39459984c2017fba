import { randomBytes } from 'node:crypto';
import {
  CREDENTIAL_OFFER_TTL_SECONDS,
  OID4VCI_NONCE_TTL_SECONDS,
  OID4VCI_TOKEN_TTL_SECONDS,
  oid4vcErrors,
  type CredentialOffer,
} from '@credence/shared';
import { decodeProtectedHeader, EmbeddedJWK, jwtVerify } from 'jose';
import { AppError, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { hashToken, newOneTimeToken } from '../../lib/one-time-token';
import type { ModuleDeps } from '../../module-deps';
import { audit, type AuditOrigin } from '../audit/audit.service';
import { claimsOf } from '../credentials/portable';
import { issueCredential, issuerOf, typeMetadata } from '../issuer/issuer.service';
import { consumeAttempt } from '../rate-limit/rate-limit.service';
import { VCT_CATALOGUE } from '../issuer/vct-catalogue';
import * as repository from './oid4vci.repository';

// OpenID4VCI 1.0, pre-authorized code flow (decision 054): the clinician starts a single-use offer of one of
// their credentials; their own wallet redeems the code once for an access token, asks for a c_nonce, and
// sends a proof JWT made with its own key; the credential is issued again with the same claims, exp rule and
// status-list entry as the wallet's copy, bound to that key (cnf). No tx_code: the offer is shown only inside
// the clinician's session, lives 300 s and is redeemed once (see the decision for why).

export type Oid4vciDeps = Pick<ModuleDeps, 'db' | 'clock' | 'config' | 'secrets'>;

export const PRE_AUTHORIZED_GRANT = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';
export const PROOF_TYP = 'openid4vci-proof+jwt';
/** A proof JWT older than this (or this far ahead) is refused. */
export const PROOF_MAX_AGE_SECONDS = 300;

const fail = (status: number, code: (typeof oid4vcErrors)[keyof typeof oid4vcErrors], message: string) =>
  new AppError(status, code, message);

const endpoints = (deps: Pick<Oid4vciDeps, 'config'>) => {
  const issuer = issuerOf(deps);
  return {
    issuer,
    token: `${issuer}/oid4vci/token`,
    nonce: `${issuer}/oid4vci/nonce`,
    credential: `${issuer}/oid4vci/credential`,
  };
};

/** GET /.well-known/openid-credential-issuer: one dc+sd-jwt configuration per catalogue type. */
export function credentialIssuerMetadata(deps: Pick<Oid4vciDeps, 'config'>) {
  const urls = endpoints(deps);
  const configurations = Object.fromEntries(
    Object.keys(VCT_CATALOGUE).map((type) => {
      const meta = typeMetadata(deps, type);
      return [
        type,
        {
          format: 'dc+sd-jwt',
          vct: meta.vct,
          cryptographic_binding_methods_supported: ['jwk'],
          credential_signing_alg_values_supported: ['ES256'],
          proof_types_supported: { jwt: { proof_signing_alg_values_supported: ['ES256'] } },
          credential_metadata: {
            display: [{ name: meta.name, locale: 'en-US', description: meta.description }],
            claims: meta.claims.map((claim) => ({
              path: claim.path,
              display: claim.display.map((d) => ({ name: d.label, locale: d.lang })),
            })),
          },
        },
      ];
    }),
  );
  return {
    credential_issuer: urls.issuer,
    authorization_servers: [urls.issuer],
    credential_endpoint: urls.credential,
    nonce_endpoint: urls.nonce,
    display: [{ name: 'Credence', locale: 'en-US' }],
    credential_configurations_supported: configurations,
  };
}

/** GET /.well-known/oauth-authorization-server (RFC 8414): only the pre-authorized code grant. */
export function authorizationServerMetadata(deps: Pick<Oid4vciDeps, 'config'>) {
  const urls = endpoints(deps);
  return {
    issuer: urls.issuer,
    token_endpoint: urls.token,
    grant_types_supported: [PRE_AUTHORIZED_GRANT],
    response_types_supported: [],
    token_endpoint_auth_methods_supported: ['none'],
    'pre-authorized_grant_anonymous_access_supported': true,
  };
}

/** YYYY-MM-DD of a date column (PGlite answers a Date, pg a string). */
const dateOnly = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
};

/** A credential that may be offered: in the wallet, issued, not past its own expiry. */
function offerable(row: Awaited<ReturnType<typeof repository.findOwnCredential>>, today: string) {
  if (!row) throw notFound();
  const expires = dateOnly(row.expires_on);
  const expired = expires !== null && expires < today;
  if (row.status !== 'added' || !row.sd_jwt || row.status_uri === null || row.status_idx === null || expired)
    throw fail(409, oid4vcErrors.notIssued, 'This credential has no portable copy to offer');
  return { ...row, status_uri: row.status_uri, status_idx: row.status_idx };
}

/** POST /api/credential_offers: a single-use offer (pre-authorized code, 300 s) of one's own credential. */
export async function createOffer(
  deps: Oid4vciDeps,
  { userId, origin }: Caller,
  credentialId: string,
): Promise<CredentialOffer> {
  const now = deps.clock();
  const row = offerable(
    await repository.findOwnCredential(deps.db, userId, credentialId),
    now.toISOString().slice(0, 10),
  );
  const code = newOneTimeToken();
  const expiresAt = new Date(now.getTime() + CREDENTIAL_OFFER_TTL_SECONDS * 1000);
  const offer = await repository.insertOffer(deps.db, {
    user_id: userId,
    credential_id: row.id,
    code_hash: hashToken(code),
    expires_at: expiresAt,
  });
  await audit(deps.db, origin, {
    action: 'oid4vci.offer',
    outcome: 'success',
    user_id: userId,
    target_type: 'credential',
    target_id: row.id,
    details: { offer: offer.id },
  });
  const credentialOffer = {
    credential_issuer: issuerOf(deps),
    credential_configuration_ids: [row.schema_name],
    grants: { [PRE_AUTHORIZED_GRANT]: { 'pre-authorized_code': code } },
  };
  return {
    offer_uri: `openid-credential-offer://?credential_offer=${encodeURIComponent(JSON.stringify(credentialOffer))}`,
    credential: { id: row.id, name: row.name, schema_name: row.schema_name },
    expires_at: expiresAt.toISOString(),
  };
}

const limit = (deps: Oid4vciDeps, ip: string) =>
  consumeAttempt(deps as Parameters<typeof consumeAttempt>[0], { action: 'oid4vci', ip });

/** POST /oid4vci/token: a live pre-authorized code, once, for an access token of 300 s. */
export async function exchangeCode(
  deps: Oid4vciDeps,
  body: Record<string, unknown>,
  origin: AuditOrigin & { ip: string },
) {
  await limit(deps, origin.ip);
  const code = body['pre-authorized_code'];
  if (body.grant_type !== PRE_AUTHORIZED_GRANT || typeof code !== 'string' || code.length > 512)
    throw fail(400, oid4vcErrors.invalidGrant, 'Only the pre-authorized code grant is supported');
  const now = deps.clock();
  const token = newOneTimeToken();
  const redeemed = await repository.redeemCode(deps.db, {
    codeHash: hashToken(code),
    tokenHash: hashToken(token),
    now,
    tokenExpiresAt: new Date(now.getTime() + OID4VCI_TOKEN_TTL_SECONDS * 1000),
  });
  await audit(deps.db, origin, {
    action: 'oid4vci.token',
    outcome: redeemed ? 'success' : 'failure',
    user_id: redeemed?.user_id ?? null,
    target_type: 'credential_offer',
    target_id: redeemed?.id ?? null,
    ...(redeemed ? {} : { details: { reason: 'invalid-grant' } }),
  });
  if (!redeemed) throw fail(400, oid4vcErrors.invalidGrant, 'The offer is unknown, used or expired');
  return { access_token: token, token_type: 'Bearer' as const, expires_in: OID4VCI_TOKEN_TTL_SECONDS };
}

/** POST /oid4vci/nonce: a fresh c_nonce, used once, for 300 s. */
export async function newNonce(deps: Oid4vciDeps, origin: { ip: string }) {
  await limit(deps, origin.ip);
  const nonce = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.clock().getTime() + OID4VCI_NONCE_TTL_SECONDS * 1000);
  await repository.insertNonce(deps.db, hashToken(nonce), expiresAt);
  return { c_nonce: nonce };
}

/** The wallet's key from a valid proof JWT (typ, ES256, embedded public jwk, aud = issuer, fresh iat, nonce). */
async function proofKey(
  deps: Oid4vciDeps,
  jwt: string,
): Promise<{ jwk: Record<string, unknown>; nonce: string }> {
  let header;
  try {
    header = decodeProtectedHeader(jwt);
  } catch {
    throw fail(400, oid4vcErrors.invalidProof, 'The proof is not a JWT');
  }
  const jwk = header.jwk as Record<string, unknown> | undefined;
  if (
    header.typ !== PROOF_TYP ||
    header.alg !== 'ES256' ||
    !jwk ||
    'd' in jwk ||
    jwk.kty !== 'EC' ||
    jwk.crv !== 'P-256'
  )
    throw fail(
      400,
      oid4vcErrors.invalidProof,
      'The proof must be an ES256 openid4vci-proof+jwt with its public jwk',
    );
  let payload;
  try {
    ({ payload } = await jwtVerify(jwt, EmbeddedJWK, {
      typ: PROOF_TYP,
      algorithms: ['ES256'],
      audience: issuerOf(deps),
      currentDate: deps.clock(),
      maxTokenAge: PROOF_MAX_AGE_SECONDS,
      clockTolerance: 60,
    }));
  } catch {
    throw fail(400, oid4vcErrors.invalidProof, 'The proof’s signature, audience or time is not valid');
  }
  if (typeof payload.nonce !== 'string')
    throw fail(400, oid4vcErrors.invalidNonce, 'The proof carries no c_nonce');
  const { kty, crv, x, y } = jwk;
  return { jwk: { kty, crv, x, y }, nonce: payload.nonce };
}

const bearerOf = (authorization: string | undefined) => {
  const match = /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(authorization ?? '');
  if (!match) throw fail(401, oid4vcErrors.invalidToken, 'A Bearer access token is required');
  return match[1]!;
};

/** POST /oid4vci/credential: the offered credential, bound to the wallet's key. */
export async function issueToWallet(
  deps: Oid4vciDeps,
  input: {
    authorization: string | undefined;
    body: { credential_configuration_id: string; proofs: { jwt: string[] } };
  },
  origin: AuditOrigin & { ip: string },
) {
  await limit(deps, origin.ip);
  const token = bearerOf(input.authorization);
  const now = deps.clock();
  const offer = await repository.useToken(deps.db, { tokenHash: hashToken(token), now });
  if (!offer) throw fail(401, oid4vcErrors.invalidToken, 'The access token is unknown, used or expired');
  const refuse = async (error: AppError, reason: string) => {
    await audit(deps.db, origin, {
      action: 'oid4vci.credential',
      outcome: 'failure',
      user_id: offer.user_id,
      target_type: 'credential',
      target_id: offer.credential_id,
      details: { reason },
    });
    return error;
  };
  let row;
  try {
    row = offerable(
      await repository.findOwnCredential(deps.db, offer.user_id, offer.credential_id),
      now.toISOString().slice(0, 10),
    );
  } catch {
    // Revoked or expired since the offer was made: nothing to hand out.
    throw await refuse(fail(409, oid4vcErrors.notIssued, 'The credential is no longer valid'), 'not-issued');
  }
  if (input.body.credential_configuration_id !== row.schema_name) {
    await repository.releaseToken(deps.db, offer.id);
    throw await refuse(
      fail(400, oid4vcErrors.invalidProof, 'This token is for another credential'),
      'configuration',
    );
  }
  let proof;
  try {
    proof = await proofKey(deps, input.body.proofs.jwt[0]!);
    if (!(await repository.useNonce(deps.db, hashToken(proof.nonce), now)))
      throw fail(400, oid4vcErrors.invalidNonce, 'The c_nonce is unknown, used or expired');
  } catch (error) {
    // A wallet may retry with a good proof while the token lives; the token stays unused.
    await repository.releaseToken(deps.db, offer.id);
    if (error instanceof AppError) throw await refuse(error, error.code);
    throw error;
  }
  const issued = await issueCredential(
    deps,
    {
      userId: row.user_id,
      schemaName: row.schema_name,
      claims: claimsOf((row.fields ?? {}) as Record<string, unknown>),
      validUntil: dateOnly(row.expires_on),
      bindTo: { holderJwk: proof.jwk, status: { uri: row.status_uri, idx: row.status_idx } },
    },
    origin,
  );
  await audit(deps.db, origin, {
    action: 'oid4vci.credential',
    outcome: 'success',
    user_id: row.user_id,
    target_type: 'credential',
    target_id: row.id,
    details: { offer: offer.id },
  });
  return { credentials: [{ credential: issued.sdJwt }] };
}
