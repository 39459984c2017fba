import {
  boardCertsApi,
  educationApi,
  EDUCATION_QUERY_MIN,
  EDUCATION_SEARCH_DEBOUNCE_MS,
  referenceListsApi,
  selfAttestedApi,
  type EducationInstitution,
  type ProviderTypeName,
} from '@credence/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';
import { useLatestSuggestions } from '#web/lib/suggestions/use-latest-suggestions';

/** GET /api/education?q=: schools of the IPEDS directory (decision 049). */
export const searchEducation = (
  text: string,
  { signal, client }: { signal?: AbortSignal; client?: ApiClient } = {},
): Promise<EducationInstitution[]> =>
  callEndpoint(educationApi.search, { query: { q: text } }, { client, ...(signal ? { signal } : {}) });

/** A school of the directory as the combobox lists it. */
export interface SchoolOption {
  id: string;
  description: string;
  school: EducationInstitution;
}

export const describeSchool = (school: EducationInstitution): string =>
  `${school.name}, ${school.city}, ${school.state}`;

/** Schools while the name is typed: debounced, latest answer wins; a failed search leaves typing by hand. */
export function useSchoolSuggestions(search = searchEducation) {
  return useLatestSuggestions<SchoolOption>({
    search: async (text, init) =>
      (await search(text, init)).map((school) => ({
        id: school.code,
        description: describeSchool(school),
        school,
      })),
    minLength: EDUCATION_QUERY_MIN,
    debounceMs: EDUCATION_SEARCH_DEBOUNCE_MS,
  });
}

/** POST /api/education/prefill: proposed entries, nothing saved. */
export const usePrefillEducation = () =>
  useMutation({ mutationFn: () => callEndpoint(educationApi.prefill, {}) });

/** GET /api/board_cert_config?provider_type=: the boards of the clinician's provider type. */
export const useBoardConfigs = (providerType: ProviderTypeName | null) =>
  useQuery({
    ...endpointQuery(referenceListsApi.boardCertConfig, { query: { provider_type: providerType ?? 'MD' } }),
    enabled: providerType !== null,
  });

/** POST /api/board_certs, then the profile is read again. */
export function useSaveBoardCerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => callEndpoint(boardCertsApi.save, { body: body as never }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey(selfAttestedApi.read) }),
        queryClient.invalidateQueries({ queryKey: endpointKey(selfAttestedApi.history) }),
      ]),
  });
}
