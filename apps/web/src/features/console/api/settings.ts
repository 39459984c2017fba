import { consoleSettingsApi as api, type ConsentFormInput, type SamlSettingsInput } from '@credence/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';

// The group's SAML connection and consent forms (packages/shared/src/api/console-settings.ts).

export const useSamlSettings = (enabled: boolean) => useQuery({ ...endpointQuery(api.saml, {}), enabled });
export const useConsentForms = (enabled: boolean) =>
  useQuery({ ...endpointQuery(api.consentForms, {}), enabled });

export function useSaveSamlSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SamlSettingsInput) => callEndpoint(api.updateSaml, { body }),
    onSuccess: (settings) => client.setQueryData(endpointKey(api.saml, {}), settings),
  });
}

/** Creates a consent form, or edits the current version `id` (decision 062); the list is read again. */
export function useSaveConsentForm(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentFormInput) =>
      id
        ? callEndpoint(api.updateConsentForm, { params: { id }, body })
        : callEndpoint(api.createConsentForm, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(api.consentForms, {}) }),
  });
}

/** Deletes a consent form no clinician signed (409 for a signed one); the list answered replaces the cache. */
export function useDeleteConsentForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(api.deleteConsentForm, { params: { id } }),
    onSuccess: (forms) => client.setQueryData(endpointKey(api.consentForms, {}), forms),
  });
}
