import {
  makePeerReferenceSchema,
  selfAttestedKey,
  type Now,
  type PeerReferenceEntry,
  type ReferencesConfigData,
} from '@credence/shared';
import { badRequest } from '../../lib/app-error';

// The rules of the peer references, without the database.

/** The clinician's provider type, for the locum-tenens discipline rule. */
export const PROVIDER_TYPE_KEY = selfAttestedKey('basic_info', 'occupation_code');

/** The advisory-lock name of a clinician's references (self-attested/profile-key-lock.ts). */
export const REFERENCES_LOCK = 'peer_references';

export interface ReferenceRules {
  config: ReferencesConfigData;
  providerType: string | null;
}

const schemaFor = ({ config, providerType }: ReferenceRules, now: Now) =>
  makePeerReferenceSchema({
    now,
    lookBackYears: config.look_back_years,
    locumTenens: config.locum_tenens,
    providerType,
  });

/** The stored provider type, or null when none (or not text) is stored. */
export const providerTypeOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * Every reference as it is stored (checked by the form's schema under the requirement's rules and
 * normalized by it), all checked before any is written. 400 with each problem at `references.{i}.{field}`;
 * an id given twice is refused at the second.
 */
export function checkReferences(
  references: readonly Record<string, unknown>[],
  rules: ReferenceRules,
  now: Now,
): { id: string; value: Record<string, unknown> }[] {
  const schema = schemaFor(rules, now);
  const details: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  const checked = references.map((reference, index) => {
    const id = String(reference.id);
    if (seen.has(id)) details.push({ path: `references.${index}.id`, message: 'request.invalid' });
    seen.add(id);
    const parsed = schema.safeParse(reference);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        details.push({
          path: ['references', index, ...issue.path].map(String).join('.'),
          message: issue.message,
        });
      }
      return { id, value: {} };
    }
    const { id: _id, ...value } = parsed.data;
    return { id, value };
  });
  if (details.length > 0) throw badRequest(details);
  return checked;
}

export interface ReferencesStatus {
  incompleteIds: string[];
  complete: boolean;
}

/** The references failing a rule under the requirement, and whether at least required_count pass. */
export function referencesStatus(
  references: readonly PeerReferenceEntry[],
  rules: ReferenceRules,
  now: Now,
): ReferencesStatus {
  const schema = schemaFor(rules, now);
  const incompleteIds = references
    .filter((reference) => !schema.safeParse(reference).success)
    .map((reference) => reference.id);
  const passing = references.length - incompleteIds.length;
  return { incompleteIds, complete: passing >= rules.config.required_count };
}
