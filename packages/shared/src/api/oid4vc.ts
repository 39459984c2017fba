import { z } from 'zod';
import { SHARE_ATTESTATIONS } from '../domain/sharing';
import { contract } from './contract';
import { oid4vcErrors } from './oid4vc.errors';
import { extraRequestSchema, shareFieldSchema } from './sharing';

// OpenID4VCI 1.0 offers (a clinician takes a credential into a wallet of their own) and OpenID4VP 1.0 requests
// (a hospital's own verifier asks for a presentation). apps/server/src/modules/oid4vc; decision 054.
// The issuer side is public (a wallet has no session): metadata, token, nonce and credential endpoints, each
// limited per address like the other public endpoints. The clinician's side needs a session.

const id = z.uuid({ error: 'request.invalid' });
const fieldName = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, { error: 'request.invalid' });

/** An offer lives this long (seconds) and is redeemed once. */
export const CREDENTIAL_OFFER_TTL_SECONDS = 300;
/** An access token and a c_nonce live this long (seconds); each is used once. */
export const OID4VCI_TOKEN_TTL_SECONDS = 300;
export const OID4VCI_NONCE_TTL_SECONDS = 300;
/** A request link longer than this is refused (a by-value request object with its DCQL query). */
export const OID4VP_REQUEST_MAX_CHARS = 16_384;

// ─── OpenID4VCI: the clinician starts an offer ─────────────────────────────────────────────────────────────

export const credentialOfferSchema = z.object({
  /** `openid-credential-offer://?credential_offer=…` (by value), for the QR code and the link. */
  offer_uri: z.string(),
  credential: z.object({ id: z.string(), name: z.string(), schema_name: z.string() }),
  expires_at: z.string(),
});
export type CredentialOffer = z.infer<typeof credentialOfferSchema>;

// ─── OpenID4VCI: the wallet's side (public) ────────────────────────────────────────────────────────────────

const looseJson = z.looseObject({});

export const oid4vciTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export const oid4vciNonceSchema = z.object({ c_nonce: z.string() });
export const oid4vciCredentialBodySchema = z.object({
  credential_configuration_id: z.string().min(1).max(64),
  proofs: z.object({ jwt: z.array(z.string().min(1).max(8_192)).min(1).max(1) }),
});
export const oid4vciCredentialSchema = z.object({
  credentials: z.array(z.object({ credential: z.string() })),
});

// ─── OpenID4VP: the clinician opens a request ──────────────────────────────────────────────────────────────

export const oid4vpRequestBodySchema = z.object({
  /** The whole link (openid4vp://?… or the /present page's query string). */
  request: z.string().min(1).max(OID4VP_REQUEST_MAX_CHARS),
});

/** What the consent screens show: the same shape as a share's checklist where they overlap. */
export const oid4vpRequestSchema = z.object({
  verifier: z.object({
    client_id: z.string(),
    /** The verifier's name as it calls itself (client_metadata.client_name), else its host. */
    name: z.string(),
    /** The host the presentation is posted to. */
    response_host: z.string(),
    /** The subscribed organization this verifier is registered for; null: not a subscribed organization. */
    organization: z.string().nullable(),
  }),
  organization: z.object({ name: z.string(), logo: z.string().nullable() }),
  purpose: z.string(),
  retention_days: z.number().int(),
  credentials: z.array(
    z.object({
      id: z.string(),
      query_id: z.string(),
      schema_name: z.string(),
      name: z.string(),
      status: z.string(),
      pending_identity: z.boolean(),
      fields: z.array(shareFieldSchema),
    }),
  ),
  /** Items the request asks beyond the organization's requirement (all of it when there is none). */
  over_asking: z.array(extraRequestSchema),
  attestations: z.array(z.enum(SHARE_ATTESTATIONS)),
  adopted_signature: z.string().nullable(),
});
export type Oid4vpRequest = z.infer<typeof oid4vpRequestSchema>;

export const oid4vpRespondBodySchema = oid4vpRequestBodySchema.extend({
  omit: z.record(id, z.array(fieldName).max(64)).default({}),
  attestations: z.record(z.enum(SHARE_ATTESTATIONS, { error: 'request.invalid' }), z.literal(true)),
  signature: z.object({
    full_name: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(200, { error: 'validation.too-long' }),
    confirmed: z.literal(true, { error: 'signature.confirm-required' }),
  }),
});
export type Oid4vpRespondBody = z.input<typeof oid4vpRespondBodySchema>;

export const verifierPresentationSchema = z.object({
  id: z.string(),
  verifier: z.object({ client_id: z.string(), name: z.string(), organization: z.string().nullable() }),
  presented_at: z.string(),
  credentials: z.array(
    z.object({
      credential_id: z.string(),
      schema_name: z.string(),
      name: z.string(),
      disclosed: z.array(z.string()),
      omitted: z.array(z.string()),
    }),
  ),
  /** Where the verifier sends the browser next (its redirect_uri answer), when it gave one. */
  redirect_uri: z.string().nullable(),
});
export type VerifierPresentation = z.infer<typeof verifierPresentationSchema>;

export const oid4vcApi = {
  createOffer: contract({
    method: 'POST',
    path: '/api/credential_offers',
    access: 'authenticated',
    tags: ['oid4vc'],
    summary: 'Starts a single-use OpenID4VCI offer of one of the caller’s credentials (pre-authorized code)',
    body: z.object({ id }),
    response: credentialOfferSchema,
    status: 201,
    errors: ['request.not-found', oid4vcErrors.notIssued],
  }),
  issuerMetadata: contract({
    method: 'GET',
    path: '/.well-known/openid-credential-issuer',
    access: 'public',
    tags: ['oid4vc'],
    summary: 'OpenID4VCI 1.0 credential issuer metadata (one dc+sd-jwt configuration per catalogue type)',
    envelope: 'none',
    response: looseJson,
    errors: [],
  }),
  authorizationServerMetadata: contract({
    method: 'GET',
    path: '/.well-known/oauth-authorization-server',
    access: 'public',
    tags: ['oid4vc'],
    summary: 'OAuth 2.0 authorization server metadata (RFC 8414) for the pre-authorized code flow',
    envelope: 'none',
    response: looseJson,
    errors: [],
  }),
  token: contract({
    method: 'POST',
    path: '/oid4vci/token',
    access: 'public',
    xsrf: 'not-required',
    tags: ['oid4vc'],
    summary: 'OAuth token endpoint: exchanges a pre-authorized code (once) for a short-lived access token',
    description:
      'application/x-www-form-urlencoded (RFC 6749 §4.1.3): grant_type=urn:ietf:params:oauth:grant-type:' +
      'pre-authorized_code and pre-authorized_code. JSON with the same members is taken too. No tx_code.',
    envelope: 'none',
    response: oid4vciTokenSchema,
    errors: [oid4vcErrors.invalidGrant],
    errorShape: 'oauth',
  }),
  nonce: contract({
    method: 'POST',
    path: '/oid4vci/nonce',
    access: 'public',
    xsrf: 'not-required',
    tags: ['oid4vc'],
    summary: 'OpenID4VCI nonce endpoint: a fresh single-use c_nonce for the wallet’s proof',
    envelope: 'none',
    response: oid4vciNonceSchema,
    errors: [],
    errorShape: 'oauth',
  }),
  credential: contract({
    method: 'POST',
    path: '/oid4vci/credential',
    access: 'public',
    xsrf: 'not-required',
    tags: ['oid4vc'],
    summary: 'OpenID4VCI credential endpoint: the offered credential, bound to the key of the wallet’s proof',
    description:
      'Authorization: Bearer <access token>. One openid4vci-proof+jwt (aud = issuer, nonce = c_nonce).',
    body: oid4vciCredentialBodySchema,
    envelope: 'none',
    response: oid4vciCredentialSchema,
    errors: [
      oid4vcErrors.invalidToken,
      oid4vcErrors.invalidProof,
      oid4vcErrors.invalidNonce,
      oid4vcErrors.notIssued,
    ],
    errorShape: 'oauth',
  }),
  resolveRequest: contract({
    method: 'POST',
    path: '/api/oid4vp/requests',
    access: 'authenticated',
    tags: ['oid4vc'],
    summary: 'Reads an OpenID4VP request link: the verifier, the credentials and claims it asks, over-asking',
    body: oid4vpRequestBodySchema,
    response: oid4vpRequestSchema,
    errors: [oid4vcErrors.invalidRequest, oid4vcErrors.cannotSatisfy],
  }),
  respond: contract({
    method: 'POST',
    path: '/api/oid4vp/responses',
    access: 'authenticated',
    tags: ['oid4vc'],
    summary: 'Presents to the verifier (direct_post of vp_token) with only the chosen claims, signed',
    body: oid4vpRespondBodySchema,
    response: verifierPresentationSchema,
    status: 201,
    errors: [
      oid4vcErrors.invalidRequest,
      oid4vcErrors.cannotSatisfy,
      oid4vcErrors.verifierFailed,
      'share.signature-mismatch',
    ],
  }),
  presentations: contract({
    method: 'GET',
    path: '/api/oid4vp/presentations',
    access: 'authenticated',
    tags: ['oid4vc'],
    summary: 'The caller’s presentations to outside verifiers, with exactly the claims disclosed',
    response: z.array(verifierPresentationSchema),
    errors: [],
  }),
};
