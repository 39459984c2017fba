import { hospitalsApi } from '@credence/shared';
import type { HospitalData } from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';

/**
 * GET /api/hospital_search (decision 044): what is typed starting with a digit is a street address
 * ("1108 Ross Clark Cir"), anything else a hospital's name ("southeast health").
 */
export const searchHospitals = (
  text: string,
  { signal, client }: { signal?: AbortSignal; client?: ApiClient } = {},
): Promise<HospitalData[]> =>
  callEndpoint(
    hospitalsApi.search,
    { query: /^\d/.test(text) ? { address: text } : { q: text } },
    { client, ...(signal ? { signal } : {}) },
  );
