import { z } from 'zod';
import { contract } from './contract';

// The public documents of Credence's SD-JWT VC issuer (apps/server/src/modules/issuer; decision 036). A verifier
// needs nothing else to check a credential: no session, no API key. All three are answered bare (no `{ data }`),
// with `Cache-Control: public`, an `ETag` (a matching `If-None-Match` answers 304) and
// `Access-Control-Allow-Origin: *`. The issuer identifier is the server's public origin (PUBLIC_ORIGIN).

/** A public JSON Web Key (EC P-256); private members are never served. */
export const publicJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
  kid: z.string(),
  alg: z.literal('ES256'),
  use: z.literal('sig'),
});
export type PublicJwk = z.infer<typeof publicJwkSchema>;

/** SD-JWT VC issuer metadata (draft-ietf-oauth-sd-jwt-vc §5): the issuer and its keys, inline. */
export const issuerMetadataSchema = z.object({
  issuer: z.string(),
  jwks: z.object({ keys: z.array(publicJwkSchema) }),
});
export type IssuerMetadata = z.infer<typeof issuerMetadataSchema>;

const displaySchema = z.object({ lang: z.string(), name: z.string(), description: z.string().optional() });
const claimMetadataSchema = z.object({
  path: z.array(z.string()),
  display: z.array(z.object({ lang: z.string(), label: z.string() })),
  /** `always`: always selectively disclosable; `never`: always visible. */
  sd: z.enum(['always', 'never']),
});

/** SD-JWT VC type metadata (draft-ietf-oauth-sd-jwt-vc §6) for one credential type of the catalogue. */
export const typeMetadataSchema = z.object({
  vct: z.string(),
  name: z.string(),
  description: z.string(),
  display: z.array(displaySchema),
  claims: z.array(claimMetadataSchema),
});
export type TypeMetadata = z.infer<typeof typeMetadataSchema>;

/** The path segment of a catalogue type (credential-forms.ts): an unknown one answers 404. */
const typeParamSchema = z.object({
  type: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, { error: 'request.invalid' }),
});
/** A status list's random id (migration 0018). */
const listParamSchema = z.object({
  list: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'request.invalid' }),
});

/** `/vct/<type>/v1`, relative to the issuer: the `vct` of a credential of that type is the whole URL. */
export const vctPathOf = (type: string) => `/vct/${type}/v1`;
/** `/status-lists/<id>`, relative to the issuer: the `uri` of a credential's status entry is the whole URL. */
export const statusListPathOf = (list: string) => `/status-lists/${list}`;

export const issuerApi = {
  metadata: contract({
    method: 'GET',
    path: '/.well-known/jwt-vc-issuer',
    access: 'public',
    tags: ['issuer'],
    summary: 'SD-JWT VC issuer metadata: the issuer identifier and its public signing keys (JWKS)',
    envelope: 'none',
    response: issuerMetadataSchema,
    errors: [],
  }),
  typeMetadata: contract({
    method: 'GET',
    path: '/vct/:type/v1',
    access: 'public',
    tags: ['issuer'],
    summary: 'SD-JWT VC type metadata of one catalogue credential type (display name and claims)',
    params: typeParamSchema,
    envelope: 'none',
    response: typeMetadataSchema,
    errors: ['request.not-found'],
  }),
  statusList: contract({
    method: 'GET',
    path: '/status-lists/:list',
    access: 'public',
    tags: ['issuer'],
    summary: 'A Token Status List (application/statuslist+jwt, 2 bits per credential)',
    description:
      'The signed status list JWT (typ statuslist+jwt, sub its own URL, lst ZLIB-compressed, least-significant ' +
      'bit first): 0 valid, 1 invalid (revoked), 2 suspended.',
    params: listParamSchema,
    envelope: 'none',
    /** The compact JWT itself, as text (not JSON). */
    response: z.string().describe('application/statuslist+jwt: a compact JWT'),
    errors: ['request.not-found'],
  }),
};
