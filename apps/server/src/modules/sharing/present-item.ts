import type { ShareItem } from '../../db/schema';
import type { AuditOrigin } from '../audit/audit.service';
import {
  issuerMetadata,
  issuerOf,
  presentCredential,
  statusListToken,
  type IssuerDeps,
} from '../issuer/issuer.service';
import { verifyPresentation, type DocumentFetcher } from '../issuer/verify';

// One credential of a share made into its presentation (decision 043): only the chosen claims disclosed,
// bound to the organization (audience and nonce), and checked at once with verifyPresentation, the code an
// outside verifier runs, over the same public documents. Used when a share is made, and when a credential
// that was shared while pending identity approval is issued (pending-identity.ts).

/** Claims every SD-JWT VC carries that are not a field of the credential. */
export const ENVELOPE_CLAIMS = new Set([
  'iss',
  'iat',
  'exp',
  'nbf',
  'vct',
  'cnf',
  'status',
  '_sd',
  '_sd_alg',
  'sub',
]);

/** The audience a share's presentations are bound to: the organization, named under the issuer. */
export const audienceOf = (deps: Pick<IssuerDeps, 'config'>, groupSlug: string) =>
  `${issuerOf(deps)}/organizations/${groupSlug}`;

/**
 * The issuer's public documents as its public routes serve them, read in-process: the verifier code is the
 * outside verifier's, only the transport differs (the server need not call itself over HTTP).
 */
export function localDocuments(deps: IssuerDeps): DocumentFetcher {
  const issuer = issuerOf(deps);
  return async (url) => {
    if (url === `${issuer}/.well-known/jwt-vc-issuer`)
      return {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(await issuerMetadata(deps)),
      };
    const prefix = `${issuer}/status-lists/`;
    if (url.startsWith(prefix)) {
      const { token } = await statusListToken(deps, url.slice(prefix.length));
      return { status: 200, contentType: 'application/statuslist+jwt', body: token };
    }
    return { status: 404, contentType: 'text/plain', body: '' };
  };
}

/** What a shared credential offers: its fields and how each is disclosed (checklist.ts). */
interface OfferedCredential {
  fields: readonly { name: string; disclosure: string }[];
}

/** The share item of one issued credential: its presentation, what it discloses, what was left out. */
export async function presentItem(
  deps: IssuerDeps,
  input: {
    userId: string;
    row: { id: string; schema_name: string; name: string; sd_jwt: string };
    credential: OfferedCredential;
    omitted: string[];
    audience: string;
    nonce: string;
    now: Date;
  },
  origin?: AuditOrigin,
): Promise<ShareItem> {
  const { userId, row, credential, omitted, audience, nonce, now } = input;
  const disclose = credential.fields
    .filter((field) => field.disclosure !== 'always' && !omitted.includes(field.name))
    .map((field) => field.name);
  const presentation = await presentCredential(
    deps,
    { userId, sdJwt: row.sd_jwt, disclose, audience, nonce },
    origin,
  );
  // The verifier's own check, at once: the share is stored only if it verifies.
  const verified = await verifyPresentation({
    presentation,
    audience,
    nonce,
    trustedIssuers: [issuerOf(deps)],
    fetchDocument: localDocuments(deps),
    now,
  });
  const disclosed = Object.keys(verified.claims).filter((claim) => !ENVELOPE_CLAIMS.has(claim));
  if (disclosed.some((claim) => omitted.includes(claim)))
    throw new Error('sharing: a left-out field is readable in the presentation');
  return {
    credential_id: row.id,
    schema_name: row.schema_name,
    name: row.name,
    presentation,
    disclosed,
    omitted,
    pending_identity: false,
  };
}
