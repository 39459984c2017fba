import { isValidSsn, maskSsn, selfAttestedKey } from '@credence/shared';
import type { ProfileValues } from '@credence/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

/** Values to save, keyed `section|field` (000 §3); the schemas are makeProfileValueSchemas. */
export type ProfileData = Record<string, unknown>;

const responseSchema = z.object({ data: z.record(z.string(), z.unknown()) });

const SSN_KEY = selfAttestedKey('basic_info', 'social_security');

// The server answers the SSN masked; should a full number ever come back, it is not kept in the page.
function withMaskedSsn(values: ProfileValues): ProfileValues {
  const ssn = values[SSN_KEY];
  return typeof ssn === 'string' && isValidSsn(ssn) ? { ...values, [SSN_KEY]: maskSsn(ssn) } : values;
}

/** GET /api/self_attested: the clinician's saved answers. */
export async function getSelfAttested(client: ApiClient = api): Promise<ProfileValues> {
  return withMaskedSsn(responseSchema.parse(await client.get('/api/self_attested')).data);
}

/** POST /api/self_attested: saves the given keys; answers what was saved. */
export async function postSelfAttested(data: ProfileData, client: ApiClient = api): Promise<ProfileValues> {
  return withMaskedSsn(responseSchema.parse(await client.post('/api/self_attested', { data })).data);
}

export const selfAttestedQueryKey = ['self-attested'] as const;

export const selfAttestedQueryOptions = () =>
  queryOptions({ queryKey: selfAttestedQueryKey, queryFn: () => getSelfAttested() });
