import {
  PROVIDER_TYPES,
  stepAskedFor,
  type ProviderType,
  type ProviderTypeFilteredData,
  type ProviderTypeInfo,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { findSubscribedRequirement } from '../subscriptions/subscribed-requirement';

const toInfo = (type: ProviderType): ProviderTypeInfo => ({
  name: type.name,
  long: type.long,
  professional_steps: [...type.professional_steps],
  license_types: [...type.license_types],
});

export const listProviderTypes = (): ProviderTypeInfo[] => PROVIDER_TYPES.map(toInfo);

/** A step the requirement asks for: `true`, or `{ "required": true }` (shared with the console's schema). */
const asksFor = stepAskedFor;

/**
 * Reads the requirement's application_config:
 * - `provider_types`: array of provider type names (MD, DO, NP …) the organization accepts; absent, empty or
 *   not an array → every provider type; unknown names are ignored;
 * - `identity_check`: `true` or `{ required: true }` → the wizard shows the identity-check step;
 * - `identity_verification`: `true` or `{ required: true }` → the wizard shows identity verification.
 */
export function filterByRequirement(config: Record<string, unknown>): ProviderTypeFilteredData {
  const wanted = Array.isArray(config.provider_types)
    ? new Set(config.provider_types.filter((name): name is string => typeof name === 'string'))
    : undefined;
  const all = listProviderTypes();
  return {
    provider_types: wanted && wanted.size > 0 ? all.filter((type) => wanted.has(type.name)) : all,
    identity_check: asksFor(config.identity_check),
    identity_verification: asksFor(config.identity_verification),
  };
}

export async function filteredProviderTypes(
  deps: { db: Kysely<Database> },
  caller: Caller,
  appReqId: string,
): Promise<ProviderTypeFilteredData> {
  const requirement = await findSubscribedRequirement(deps.db, caller.userId, appReqId);
  if (!requirement) throw notFound();
  return filterByRequirement(requirement.application_config ?? {});
}
