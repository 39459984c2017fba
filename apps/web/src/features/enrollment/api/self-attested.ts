import {
  isValidSsn,
  maskSsn,
  selfAttestedApi,
  selfAttestedKey,
  UNMASKED_PROFILE_KEYS,
} from '@credence/shared';
import type { ProfileValues } from '@credence/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointKey } from '#web/lib/api-endpoint';

/** Values to save, keyed `section|field` (000 §3); the schemas are makeProfileValueSchemas. */
export type ProfileData = Record<string, unknown>;

const SSN_KEY = selfAttestedKey('basic_info', 'social_security');

// The server answers the SSN masked; should a full number ever come back, it is not kept in the page.
function withMaskedSsn(values: ProfileValues): ProfileValues {
  const ssn = values[SSN_KEY];
  return typeof ssn === 'string' && isValidSsn(ssn) ? { ...values, [SSN_KEY]: maskSsn(ssn) } : values;
}

/**
 * GET /api/self_attested: the clinician's saved answers. The server masks the date of birth and the DEA and
 * CDS numbers; the wizard edits those in place (the license steps send the whole list back, checked by the
 * shared rules first), so it reads them in clear through the one call made for it (decision 025). The
 * review page masks them again for display.
 */
export async function getSelfAttested(client?: ApiClient): Promise<ProfileValues> {
  const [masked, clear] = await Promise.all([
    callEndpoint(selfAttestedApi.read, { query: {} }, { client }),
    callEndpoint(
      selfAttestedApi.readUnmasked,
      { query: { keys: UNMASKED_PROFILE_KEYS.join(',') } },
      { client },
    ),
  ]);
  return withMaskedSsn({ ...masked, ...clear });
}

/**
 * POST /api/self_attested: saves the given keys; answers what was saved. The server answers the keys the
 * wizard edits in clear masked, so the values just sent (which the server stored as they were) stand in.
 */
export async function postSelfAttested(data: ProfileData, client?: ApiClient): Promise<ProfileValues> {
  const saved = await callEndpoint(selfAttestedApi.save, { body: { data } }, { client });
  for (const key of UNMASKED_PROFILE_KEYS) if (key in saved && key in data) saved[key] = data[key];
  return withMaskedSsn(saved);
}

export const selfAttestedQueryKey = endpointKey(selfAttestedApi.read);

export const selfAttestedQueryOptions = () =>
  queryOptions({ queryKey: selfAttestedQueryKey, queryFn: () => getSelfAttested() });
