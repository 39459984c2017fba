import {
  oid4vcErrors,
  overAsking,
  SHARE_ATTESTATIONS,
  translate,
  type Oid4vpRequest,
  type Oid4vpRespondBody,
  type VerifierPresentation,
} from '@credence/shared';
import { Openid4vpClient } from '@openid4vc/openid4vp';
import { setGlobalConfig } from '@openid4vc/utils';
import type { VerifierPresentationItem } from '../../db/schema';
import { AppError, badRequest } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { audit } from '../audit/audit.service';
import { VCT_CATALOGUE } from '../issuer/vct-catalogue';
import { shareSettingsOf } from '../sharing/checklist';
import { presentItem } from '../sharing/present-item';
import { adoptSignature, readAdoptedSignature } from '../sharing/sharing.repository';
import { checkSignature, type SharingDeps } from '../sharing/sharing.service';
import { matchDcql, readDcqlQuery, type MatchedCredential } from './dcql-match';
import * as repository from './oid4vp.repository';
import { checkVerifierUrl, postForm, VerifierUrlRefused } from './verifier-post';
import { openid4vpCallbacks } from './openid4vp-callbacks';

// OpenID4VP 1.0 (decision 054): a hospital's own verifier asks for a presentation by a link the clinician
// opens in the app. Taken: requests by value (the parameters in the link) from `redirect_uri:` clients, with
// response_mode direct_post and a DCQL query; the response_uri must be the client's own and pass the SSRF rule
// (verifier-post.ts). The consent screens are the share's; the presentations are made by the share's code
// (present-item.ts) with audience = the verifier's client_id and nonce = the request's nonce, verified at once,
// then posted as vp_token. Nothing is fetched for a request: a request_uri (signed, by reference) is refused.

export type Oid4vpDeps = SharingDeps & { config: SharingDeps['config'] & { OID4VP_HTTP_ORIGINS: string[] } };

const invalid = (message: string) => new AppError(400, oid4vcErrors.invalidRequest, message);

interface ReadRequest {
  clientId: string;
  responseUri: string;
  nonce: string;
  state: string | null;
  verifierName: string;
  query: NonNullable<ReturnType<typeof readDcqlQuery>>;
}

/** The request's parameters from the link (openid4vp://?…, https://…/present?…, or a bare query string). */
function paramsOf(link: string): string {
  const trimmed = link.trim();
  const at = trimmed.indexOf('?');
  return `openid4vp://?${at >= 0 ? trimmed.slice(at + 1) : trimmed}`;
}

async function readRequest(deps: Oid4vpDeps, link: string): Promise<ReadRequest> {
  // The library refuses http URLs; a local verifier of OID4VP_HTTP_ORIGINS needs them (checkVerifierUrl
  // still takes http only from those origins).
  if (deps.config.OID4VP_HTTP_ORIGINS.length > 0) setGlobalConfig({ allowInsecureUrls: true });
  const client = new Openid4vpClient({ callbacks: openid4vpCallbacks });
  let payload: Record<string, unknown>;
  try {
    const parsed = client.parseOpenid4vpAuthorizationRequest({ authorizationRequest: paramsOf(link) });
    if (parsed.type !== 'openid4vp') throw invalid('Only requests by value are taken');
    const resolved = await client.resolveOpenId4vpAuthorizationRequest({
      authorizationRequestPayload: parsed.params as never,
    });
    if (resolved.jar || resolved.client.prefix !== 'redirect_uri')
      throw invalid('Only redirect_uri: clients');
    payload = resolved.authorizationRequestPayload as Record<string, unknown>;
    const meta = resolved.client.clientMetadata as { client_name?: unknown } | undefined;
    const responseUri = payload.response_uri;
    if (payload.response_mode !== 'direct_post' || typeof responseUri !== 'string')
      throw invalid('Only response_mode direct_post');
    if (resolved.client.identifier !== responseUri) throw invalid('The response_uri is not the client’s');
    if (typeof payload.nonce !== 'string' || payload.nonce.length < 16 || payload.nonce.length > 256)
      throw invalid('A nonce of at least 16 characters is required');
    const query = readDcqlQuery(payload.dcql_query);
    if (!query) throw invalid('A DCQL query is required');
    const host = checkVerifierUrl(responseUri, deps.config.OID4VP_HTTP_ORIGINS).host;
    const name =
      typeof meta?.client_name === 'string' && meta.client_name.trim() ? meta.client_name.trim() : host;
    return {
      clientId: resolved.client.effective,
      responseUri,
      nonce: payload.nonce,
      state: typeof payload.state === 'string' ? payload.state : null,
      verifierName: name.slice(0, 200),
      query,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof VerifierUrlRefused)
      throw invalid(`The verifier’s address is not allowed (${error.reason})`);
    throw invalid('The request link cannot be read');
  }
}

const alwaysShown = (type: string) => [
  ...((VCT_CATALOGUE as Record<string, { visible: readonly string[] }>)[type]?.visible ?? []),
  'verification',
];

/** The request read and matched against the caller's wallet, as the consent screens show it. */
async function prepare(deps: Oid4vpDeps, userId: string, link: string) {
  const request = await readRequest(deps, link);
  const today = deps.clock().toISOString().slice(0, 10);
  const wallet = await repository.listPresentable(deps.db, userId, today);
  const matched = matchDcql(request.query, wallet);
  if (!matched.ok) throw new AppError(409, oid4vcErrors.cannotSatisfy, translate('oid4vp.cannot-satisfy'));
  const organization = await repository.findVerifierOrganization(deps.db, userId, request.clientId);
  const credentialSet = organization?.subscription.credential_set ?? [];
  const extras = overAsking(
    Array.isArray(credentialSet) ? credentialSet : [],
    matched.matches.map((m) => ({ type: m.row.schema_name, fields: m.asked })),
    alwaysShown,
  );
  const settings = organization ? shareSettingsOf(organization.subscription.application_config) : null;
  return { request, matches: matched.matches, organization, extras, settings, wallet };
}

const consentCredential = (match: MatchedCredential) => ({
  id: match.row.id,
  query_id: match.query_id,
  schema_name: match.row.schema_name,
  name: match.row.name,
  status: match.row.status,
  pending_identity: false,
  fields: match.fields,
});

/** POST /api/oid4vp/requests: who asks, for what, from which credentials, and what goes beyond its need. */
export async function resolveRequest(
  deps: Oid4vpDeps,
  { userId, origin }: Caller,
  link: string,
): Promise<Oid4vpRequest> {
  const { request, matches, organization, extras, settings } = await prepare(deps, userId, link);
  await audit(deps.db, origin, {
    action: 'oid4vp.request',
    outcome: 'success',
    user_id: userId,
    target_type: 'verifier',
    target_id: request.clientId.slice(0, 200),
    details: { credentials: matches.length, over_asking: extras.length },
  });
  return {
    verifier: {
      client_id: request.clientId,
      name: request.verifierName,
      response_host: new URL(request.responseUri).host,
      organization: organization?.group.name ?? null,
    },
    organization: {
      name: organization?.group.name ?? request.verifierName,
      logo: organization?.group.logo_url ?? null,
    },
    purpose: settings?.purpose ?? translate('oid4vp.purpose-not-stated'),
    retention_days: settings?.retentionDays ?? 0,
    credentials: matches.map(consentCredential),
    over_asking: extras,
    attestations: [...SHARE_ATTESTATIONS],
    adopted_signature: await readAdoptedSignature(deps.db, userId),
  };
}

/** What the verifier answered to the direct_post: its redirect_uri, when it gave an https one. */
function redirectOf(body: string): string | null {
  try {
    const uri = (JSON.parse(body) as { redirect_uri?: unknown }).redirect_uri;
    return typeof uri === 'string' && /^https?:\/\//.test(uri) && uri.length <= 2048 ? uri : null;
  } catch {
    return null;
  }
}

/** POST /api/oid4vp/responses: the presentations with only the chosen claims, posted to the verifier. */
export async function respond(
  deps: Oid4vpDeps,
  { userId, origin }: Caller,
  body: Oid4vpRespondBody & { omit: Record<string, string[]> },
): Promise<VerifierPresentation> {
  const { request, matches, organization } = await prepare(deps, userId, body.request);
  const byId = new Map(matches.map((m) => [m.row.id, m]));
  const details = [];
  for (const [credentialId, fields] of Object.entries(body.omit)) {
    const match = byId.get(credentialId);
    for (const field of fields)
      if (!match?.fields.some((f) => f.name === field && f.disclosure === 'optional'))
        details.push({ path: `omit.${credentialId}`, message: 'request.invalid' });
  }
  if (details.length) throw badRequest(details);
  const signature = await checkSignature(deps, userId, body.signature.full_name);
  const now = deps.clock();
  const vpToken: Record<string, string[]> = {};
  const items: VerifierPresentationItem[] = [];
  for (const match of matches) {
    const omitted = [...new Set(body.omit[match.row.id] ?? [])];
    const item = await presentItem(
      deps,
      {
        userId,
        row: { ...match.row, sd_jwt: match.row.sd_jwt ?? '' },
        credential: { fields: match.fields },
        omitted,
        audience: request.clientId,
        nonce: request.nonce,
        now,
      },
      origin,
    );
    vpToken[match.query_id] = [item.presentation!];
    items.push({
      credential_id: item.credential_id,
      schema_name: item.schema_name,
      name: item.name,
      disclosed: item.disclosed,
      omitted,
    });
  }
  const form: Record<string, string> = { vp_token: JSON.stringify(vpToken) };
  if (request.state) form.state = request.state;
  let answer;
  try {
    answer = await postForm(request.responseUri, form, deps.config.OID4VP_HTTP_ORIGINS);
  } catch (error) {
    answer = {
      status: 0,
      body: '',
      reason: error instanceof VerifierUrlRefused ? error.reason : 'unreachable',
    };
  }
  if (answer.status < 200 || answer.status >= 300) {
    await audit(deps.db, origin, {
      action: 'oid4vp.present',
      outcome: 'failure',
      user_id: userId,
      target_type: 'verifier',
      target_id: request.clientId.slice(0, 200),
      details: { status: answer.status },
    });
    throw new AppError(502, oid4vcErrors.verifierFailed, translate('oid4vp.verifier-failed'));
  }
  const redirectUri = redirectOf(answer.body);
  const stored = await deps.db.transaction().execute(async (trx) => {
    if (signature.adopt) await adoptSignature(trx, userId, signature.name);
    const row = await repository.insertVerifierPresentation(trx, {
      user_id: userId,
      client_id: request.clientId,
      verifier_name: request.verifierName,
      subscriber_group_id: organization?.group.id ?? null,
      response_uri: request.responseUri,
      nonce: request.nonce,
      items,
      attestations: Object.keys(body.attestations),
      signature_name: signature.name,
      redirect_uri: redirectUri,
    });
    await audit(trx, origin, {
      action: 'oid4vp.present',
      outcome: 'success',
      user_id: userId,
      target_type: 'verifier_presentation',
      target_id: row.id,
      details: { credentials: items.length },
    });
    return row;
  });
  return {
    id: stored.id,
    verifier: {
      client_id: request.clientId,
      name: request.verifierName,
      organization: organization?.group.name ?? null,
    },
    presented_at: new Date(stored.created_at).toISOString(),
    credentials: items,
    redirect_uri: redirectUri,
  };
}

/** GET /api/oid4vp/presentations: the caller's presentations to verifiers, audited. */
export async function listPresentations(
  deps: Oid4vpDeps,
  { userId, origin }: Caller,
): Promise<VerifierPresentation[]> {
  const rows = await repository.listVerifierPresentations(deps.db, userId);
  await audit(deps.db, origin, {
    action: 'oid4vp.list',
    outcome: 'success',
    user_id: userId,
    details: { count: rows.length },
  });
  return rows.map((row) => ({
    id: row.id,
    verifier: { client_id: row.client_id, name: row.verifier_name, organization: row.organization ?? null },
    presented_at: new Date(row.created_at).toISOString(),
    credentials: row.items,
    redirect_uri: row.redirect_uri,
  }));
}
