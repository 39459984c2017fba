import type { ShareField } from '@credence/shared';
import { claimsOf } from '../credentials/portable';
import { VCT_CATALOGUE } from '../issuer/vct-catalogue';

// Matching a DCQL query (OpenID4VP 1.0 §6) against the wallet's credentials (decision 054). Pure.
// Taken: credential queries of format dc+sd-jwt with meta.vct_values, claims addressed by a top-level path
// (a longer path asks for its top-level claim, disclosed whole), and claim_sets. A claim is required when
// every claim set names it (all claims when there are no claim sets); the others are optional and may be left
// out. Every credential query must be answered (credential_sets, which would make some optional, are read as
// "all required": refused only if the wallet cannot answer them all). Only one credential per query.

export interface DcqlClaim {
  id?: string;
  path: (string | number | null)[];
}
export interface DcqlCredentialQuery {
  id: string;
  format: string;
  meta?: { vct_values?: string[] };
  claims?: DcqlClaim[];
  claim_sets?: string[][];
}
export interface DcqlQuery {
  credentials: DcqlCredentialQuery[];
}

export interface WalletCredential {
  id: string;
  schema_name: string;
  name: string;
  status: string;
  vct: string | null;
  fields: unknown;
  sd_jwt: string | null;
}

export interface MatchedCredential {
  query_id: string;
  row: WalletCredential;
  /** The claims shown on the consent screen: the type's always-visible ones, then each one asked. */
  fields: ShareField[];
  /** The claims the request asks (top-level names), for the over-asking check. */
  asked: string[];
}

export type MatchResult = { ok: true; matches: MatchedCredential[] } | { ok: false; unanswered: string[] };

const visibleOf = (type: string): readonly string[] =>
  (VCT_CATALOGUE as Record<string, { visible: readonly string[] }>)[type]?.visible ?? [];

/** Reads a dcql_query object; null when it is not one we take. */
export function readDcqlQuery(value: unknown): DcqlQuery | null {
  if (!value || typeof value !== 'object') return null;
  const credentials = (value as { credentials?: unknown }).credentials;
  if (!Array.isArray(credentials) || credentials.length === 0 || credentials.length > 20) return null;
  for (const query of credentials as DcqlCredentialQuery[]) {
    if (!query || typeof query.id !== 'string' || typeof query.format !== 'string') return null;
    if (query.claims !== undefined && (!Array.isArray(query.claims) || query.claims.length > 64)) return null;
    for (const claim of query.claims ?? [])
      if (!Array.isArray(claim?.path) || typeof claim.path[0] !== 'string') return null;
  }
  return value as DcqlQuery;
}

const claimName = (claim: DcqlClaim) => String(claim.path[0]);

/** Which asked claims are required (in every claim set) and which optional. */
function requiredClaims(query: DcqlCredentialQuery): { asked: string[]; required: Set<string> } {
  const claims = query.claims ?? [];
  const asked = [...new Set(claims.map(claimName))];
  if (!query.claim_sets?.length) return { asked, required: new Set(asked) };
  const byId = new Map(claims.map((claim) => [claim.id, claimName(claim)]));
  const sets = query.claim_sets.map((set) => new Set(set.map((id) => byId.get(id)).filter(Boolean)));
  return { asked, required: new Set(asked.filter((name) => sets.every((set) => set.has(name)))) };
}

/** The best credential of the wallet for each query, or the queries none answers. */
export function matchDcql(query: DcqlQuery, wallet: readonly WalletCredential[]): MatchResult {
  const matches: MatchedCredential[] = [];
  const unanswered: string[] = [];
  for (const q of query.credentials) {
    const vcts = q.meta?.vct_values ?? [];
    const { asked, required } = requiredClaims(q);
    const candidate = wallet.find((row) => {
      if (q.format !== 'dc+sd-jwt' || !row.vct || !vcts.includes(row.vct)) return false;
      const claims = claimsOf((row.fields ?? {}) as Record<string, unknown>);
      return [...required].every((name) => name in claims);
    });
    if (!candidate) {
      unanswered.push(q.id);
      continue;
    }
    const claims = claimsOf((candidate.fields ?? {}) as Record<string, unknown>);
    const visible = visibleOf(candidate.schema_name);
    const value = (name: string) => {
      const v = claims[name];
      return Array.isArray(v) ? v.map(String) : v === null || v === undefined ? null : String(v);
    };
    const fields: ShareField[] = [
      ...visible
        .filter((name) => name in claims)
        .map((name) => ({ name, value: value(name), disclosure: 'always' as const })),
      ...asked
        .filter((name) => name in claims && !visible.includes(name))
        .map((name) => ({
          name,
          value: value(name),
          disclosure: required.has(name) ? ('required' as const) : ('optional' as const),
        })),
    ];
    matches.push({ query_id: q.id, row: candidate, fields, asked: asked.filter((name) => name in claims) });
  }
  return unanswered.length ? { ok: false, unanswered } : { ok: true, matches };
}
