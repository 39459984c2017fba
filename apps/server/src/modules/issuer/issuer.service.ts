import { createHash, randomBytes } from 'node:crypto';
import {
  statusListPathOf,
  translate,
  vctPathOf,
  type IssuerMetadata,
  type PublicJwk,
  type TypeMetadata,
} from '@credence/shared';
import { digest } from '@sd-jwt/crypto-nodejs';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { audit, type AuditOrigin } from '../audit/audit.service';
import type { ServerSecrets } from '../secrets/secrets.service';
import {
  allocateStatusEntry,
  extendSignedUntil,
  insertFirstIssuerKey,
  insertHolderKey,
  insertStatusList,
  readActiveIssuerKey,
  readHolderKey,
  readPublishedIssuerKeys,
  readStatusList,
  rotateIssuerKeyRows,
  storeStatusListToken,
  updateStatusEntry,
  type IssuerKeyRow,
} from './issuer.repository';
import { es256Signer, ISSUER_KEY_OWNER, newSealedKey, openPrivateJwk, publicJwkOf } from './keys';
import {
  emptyStatuses,
  signStatusList,
  STATUS_LIST_REFRESH_BEFORE_SECONDS,
  STATUS_LIST_SIZE,
  STATUS_VALUES,
  statusAt,
  withStatus,
  type CredentialStatus,
} from './status-list';
import { VCT_CATALOGUE } from './vct-catalogue';
import { checkedClaims, expiryOf, IssuanceRefused, listIdOf } from './credential-rules';

export { CREDENTIAL_MAX_AGE_DAYS, IssuanceRefused } from './credential-rules';

// Credence's SD-JWT VC issuer (issue 14, decision 036). The wallet calls issueCredential and
// setCredentialStatus; the sharing feature calls presentCredential; the public routes serve the metadata, the
// type metadata and the status lists a verifier needs (verify.ts checks a presentation with nothing else).

export interface IssuerDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_ORIGIN'>;
  secrets: Pick<ServerSecrets, 'dataKeys'>;
  /** Entries per new status list (STATUS_LIST_SIZE); tests make lists small to fill them. */
  statusListSize?: number;
}

/** The issuer identifier: the server's public origin (PUBLIC_ORIGIN), no trailing slash. */
export const issuerOf = (deps: Pick<IssuerDeps, 'config'>) => new URL(deps.config.PUBLIC_ORIGIN).origin;
export const vctOf = (deps: Pick<IssuerDeps, 'config'>, type: string) =>
  `${issuerOf(deps)}${vctPathOf(type)}`;

const isCatalogueType = (type: string): type is keyof typeof VCT_CATALOGUE =>
  Object.hasOwn(VCT_CATALOGUE, type);

// ─── Keys ────────────────────────────────────────────────────────────────────────────────────────────────

async function activeIssuerKey(deps: IssuerDeps): Promise<IssuerKeyRow> {
  const active = await readActiveIssuerKey(deps.db);
  if (active) return active;
  await insertFirstIssuerKey(deps.db, await newSealedKey(deps.secrets.dataKeys, ISSUER_KEY_OWNER));
  const made = await readActiveIssuerKey(deps.db);
  if (!made) throw new Error('issuer: no active key after creating one');
  return made;
}

/** The active key, opened, after recording that it signs something valid until `until`. */
async function signingKey(deps: IssuerDeps, until: Date) {
  const row = await activeIssuerKey(deps);
  await extendSignedUntil(deps.db, row.kid, until);
  return { kid: row.kid, privateJwk: openPrivateJwk(deps.secrets.dataKeys, ISSUER_KEY_OWNER, row) };
}

/**
 * Makes a new issuer key active (npm run rotate-issuer-key). The old one signs nothing more but stays in the
 * published JWKS until every credential and status list it signed has expired. Answers both kids.
 */
export async function rotateIssuerKey(deps: IssuerDeps): Promise<{ kid: string; retired: string | null }> {
  const key = await newSealedKey(deps.secrets.dataKeys, ISSUER_KEY_OWNER);
  const retired = await rotateIssuerKeyRows(deps.db, key, deps.clock());
  return { kid: key.kid, retired };
}

/** The clinician's holder public key (cnf.jwk of their credentials), made on first use; the private half stays sealed. */
export async function holderKeyFor(deps: IssuerDeps, userId: string): Promise<PublicJwk> {
  let row = await readHolderKey(deps.db, userId);
  if (!row) {
    await insertHolderKey(deps.db, userId, await newSealedKey(deps.secrets.dataKeys, userId));
    row = await readHolderKey(deps.db, userId);
    if (!row) throw new Error('issuer: no holder key after creating one');
  }
  return publicJwkOf(row.public_jwk, row.kid);
}

// ─── Public documents ────────────────────────────────────────────────────────────────────────────────────

/** `/.well-known/jwt-vc-issuer`: the issuer and every key a verifier may still meet. */
export async function issuerMetadata(deps: IssuerDeps): Promise<IssuerMetadata> {
  await activeIssuerKey(deps);
  const keys = await readPublishedIssuerKeys(deps.db, deps.clock());
  return { issuer: issuerOf(deps), jwks: { keys: keys.map((row) => publicJwkOf(row.public_jwk, row.kid)) } };
}

/** `/vct/<type>/v1`: display name and claims of one catalogue type; an unknown type answers 404. */
export function typeMetadata(deps: Pick<IssuerDeps, 'config'>, type: string): TypeMetadata {
  if (!isCatalogueType(type)) throw notFound();
  const entry = VCT_CATALOGUE[type];
  const name = translate(entry.name);
  const description = translate('issuer.vct.description', { name });
  const claim = (path: string, sd: 'always' | 'never') => ({
    path: [path],
    display: [{ lang: 'en-US', label: translate(`issuer.claim.${path}` as Parameters<typeof translate>[0]) }],
    sd,
  });
  return {
    vct: vctOf(deps, type),
    name,
    description,
    display: [{ lang: 'en-US', name, description }],
    claims: [
      ...entry.visible.map((path) => claim(path, 'never')),
      claim('verification', 'never'),
      ...entry.disclosable.map((path) => claim(path, 'always')),
    ],
  };
}

/** The signed status list, signed again first when it has none or it is about to expire; 404 for an unknown list. */
export async function statusListToken(
  deps: IssuerDeps,
  listId: string,
): Promise<{ token: string; etag: string }> {
  const list = await readStatusList(deps.db, listId);
  if (!list) throw notFound();
  const now = deps.clock();
  const fresh =
    list.token &&
    list.etag &&
    list.token_expires_at &&
    new Date(list.token_expires_at).getTime() - now.getTime() > STATUS_LIST_REFRESH_BEFORE_SECONDS * 1000;
  if (fresh) return { token: list.token!, etag: list.etag! };
  const signed = signStatusList({
    uri: `${issuerOf(deps)}${statusListPathOf(list.id)}`,
    statuses: Uint8Array.from(list.statuses),
    size: list.size,
    key: await signingKey(deps, new Date(now.getTime() + 24 * 60 * 60 * 1000)),
    now,
  });
  await storeStatusListToken(deps.db, list.id, list.etag, signed);
  // A status changed meanwhile: that change's token is newer than the one just made.
  const stored = await readStatusList(deps.db, listId);
  return stored?.token && stored.etag ? { token: stored.token, etag: stored.etag } : signed;
}

// ─── Issuing and status ──────────────────────────────────────────────────────────────────────────────────

/** A new status list of the configured size; another instance may make one at the same time (both are used). */
async function allocateStatus(deps: IssuerDeps, expiresAt: Date) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const taken = await allocateStatusEntry(deps.db, expiresAt);
    if (taken) return { uri: `${issuerOf(deps)}${statusListPathOf(taken.listId)}`, idx: taken.idx };
    const size = deps.statusListSize ?? STATUS_LIST_SIZE;
    await insertStatusList(deps.db, {
      id: randomBytes(12).toString('base64url'),
      size,
      statuses: emptyStatuses(size),
    });
  }
  throw new Error('issuer: could not allocate a status list entry');
}

const sdJwtIssuer = (signer: (data: string) => string) =>
  new SDJwtVcInstance({
    signer,
    signAlg: 'ES256',
    hasher: digest,
    hashAlg: 'sha-256',
    // 128 bits, as RFC 9901 recommends (the library's own generator gives 64).
    saltGenerator: () => randomBytes(16).toString('base64url'),
  });

export interface IssuedCredential {
  sdJwt: string;
  kid: string;
  status: { uri: string; idx: number };
  vct: string;
}

/**
 * Issues one credential of catalogue type `schemaName` to `userId`: bound to their holder key, with a fresh
 * status-list entry, `exp` = min(validUntil, now + 120 days). Claims the type lists as visible stay in the
 * clear; every other claim is selectively disclosable. Audited with ids only.
 */
export async function issueCredential(
  deps: IssuerDeps,
  input: {
    userId: string;
    schemaName: string;
    claims: Record<string, unknown>;
    validUntil: string | null;
    /**
     * OpenID4VCI (decision 054): bind to the key of the clinician's own wallet instead of the web wallet's
     * holder key, and reuse the wallet credential's status entry, so revoking one revokes both.
     */
    bindTo?: { holderJwk: Record<string, unknown>; status: { uri: string; idx: number } };
  },
  origin: AuditOrigin = { ip: null, request_id: null },
): Promise<IssuedCredential> {
  if (!isCatalogueType(input.schemaName))
    throw new IssuanceRefused('unknown-type', `${input.schemaName} is not a catalogue credential type`);
  const entry = VCT_CATALOGUE[input.schemaName];
  const claims = checkedClaims(input.claims);
  const now = deps.clock();
  const expiresAt = expiryOf(input.validUntil, now);
  const visible = new Set<string>([...entry.visible, 'verification']);
  const disclosable = Object.keys(claims).filter((name) => !visible.has(name));
  const holder = input.bindTo ? input.bindTo.holderJwk : await holderKeyFor(deps, input.userId);
  const status = input.bindTo ? input.bindTo.status : await allocateStatus(deps, expiresAt);
  const key = await signingKey(deps, expiresAt);
  const vct = vctOf(deps, input.schemaName);
  const sdJwt = await sdJwtIssuer(es256Signer(key.privateJwk)).issue(
    {
      ...claims,
      iss: issuerOf(deps),
      iat: Math.floor(now.getTime() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
      vct,
      cnf: { jwk: holder },
      status: { status_list: status },
    },
    // The frame names only claims present; its type wants the payload's keys.
    { _sd: disclosable } as never,
    { header: { kid: key.kid, typ: 'dc+sd-jwt' } },
  );
  await audit(deps.db, origin, {
    action: 'issuer.issue',
    outcome: 'success',
    user_id: input.userId,
    target_type: 'credential_status',
    target_id: `${status.uri}#${status.idx}`,
    details: { vct: input.schemaName, kid: key.kid, ...(input.bindTo ? { to: 'own-wallet' } : {}) },
  });
  return { sdJwt, kid: key.kid, status, vct };
}

/**
 * Sets a credential's status (expiry noticed, revoked after a monitoring finding or an upheld dispute,
 * suspended and back) and signs its list again at once. Invalid is final, as the draft defines it.
 */
export async function setCredentialStatus(
  deps: IssuerDeps,
  status: { uri: string; idx: number },
  value: CredentialStatus,
  origin: AuditOrigin = { ip: null, request_id: null },
): Promise<void> {
  if (!Object.hasOwn(STATUS_VALUES, value))
    throw new IssuanceRefused('unknown-status', 'unknown status value');
  const listId = listIdOf(issuerOf(deps), status.uri);
  if (!Number.isInteger(status.idx) || status.idx < 0) throw notFound();
  const wanted = STATUS_VALUES[value];
  const now = deps.clock();
  const key = await signingKey(deps, new Date(now.getTime() + 24 * 60 * 60 * 1000));
  const changed = await updateStatusEntry(deps.db, { listId, idx: status.idx }, async (list, current) => {
    if (current === STATUS_VALUES.invalid && wanted !== current)
      throw new IssuanceRefused('status-final', 'an invalid (revoked) credential stays invalid');
    const statuses = withStatus(Uint8Array.from(list.statuses), status.idx, wanted);
    if (statusAt(statuses, status.idx) !== wanted) throw new Error('issuer: status bit not set');
    const signed = signStatusList({
      uri: `${issuerOf(deps)}${statusListPathOf(list.id)}`,
      statuses,
      size: list.size,
      key,
      now,
    });
    return { status: wanted, statuses, ...signed };
  });
  if (!changed) throw notFound();
  await audit(deps.db, origin, {
    action: 'issuer.status',
    outcome: 'success',
    target_type: 'credential_status',
    target_id: `${status.uri}#${status.idx}`,
    details: { from: changed.previous, to: changed.status },
  });
}

// ─── Presenting (the web wallet holds the clinician's key) ──────────────────────────────────────────────

const thumbprintOf = (jwk: { x?: unknown; y?: unknown }) =>
  createHash('sha256')
    .update(`${String(jwk.x)}.${String(jwk.y)}`)
    .digest('hex');

/**
 * A presentation of `sdJwt` revealing only the `disclose` claims (top-level names), with a key-binding JWT
 * for `audience` and `nonce` signed by the clinician's holder key. Only after the clinician's explicit share
 * (the caller's job); each use is audited. A credential bound to another key answers 404.
 */
export async function presentCredential(
  deps: IssuerDeps,
  input: { userId: string; sdJwt: string; disclose: readonly string[]; audience: string; nonce: string },
  origin: AuditOrigin = { ip: null, request_id: null },
): Promise<string> {
  const holderRow = await readHolderKey(deps.db, input.userId);
  if (!holderRow) throw notFound();
  const instance = new SDJwtVcInstance({
    hasher: digest,
    hashAlg: 'sha-256',
    kbSigner: es256Signer(openPrivateJwk(deps.secrets.dataKeys, input.userId, holderRow)),
    kbSignAlg: 'ES256',
  });
  const decoded = await instance.decode(input.sdJwt);
  const cnf = (decoded.jwt?.payload as { cnf?: { jwk?: { x?: unknown; y?: unknown } } } | undefined)?.cnf
    ?.jwk;
  if (!cnf || thumbprintOf(cnf) !== thumbprintOf(holderRow.public_jwk)) throw notFound();
  const frame = Object.fromEntries(input.disclose.map((name) => [name, true]));
  const presentation = await instance.present(input.sdJwt, frame as never, {
    kb: {
      payload: { iat: Math.floor(deps.clock().getTime() / 1000), aud: input.audience, nonce: input.nonce },
    },
  });
  await audit(deps.db, origin, {
    action: 'issuer.present',
    outcome: 'success',
    user_id: input.userId,
    target_type: 'holder_key',
    target_id: holderRow.kid,
    details: { disclosed: input.disclose.length },
  });
  return presentation;
}
