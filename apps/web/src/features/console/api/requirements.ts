import { consoleApi, consoleRequirementsApi as api, type RequirementSetInput } from '@credence/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';

// Requirement sets and a clinician's file in the console (packages/shared/src/api/console-requirements.ts).

export const useRequirementOptions = () => useQuery(endpointQuery(api.requirementOptions, {}));
export const useRequirementSet = (id: string | undefined) =>
  useQuery({ ...endpointQuery(api.requirement, { params: { id: id ?? '' } }), enabled: Boolean(id) });
export const useClinicianFile = (id: string) => useQuery(endpointQuery(api.clinician, { params: { id } }));

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [consoleApi.requirements, consoleApi.roster, api.requirement, api.clinician].map((c) =>
        client.invalidateQueries({ queryKey: endpointKey(c) }),
      ),
    );
}

export function useSaveRequirementSet(id: string | undefined) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RequirementSetInput) =>
      id
        ? callEndpoint(api.updateRequirement, { params: { id }, body })
        : callEndpoint(api.createRequirement, { body }),
    onSuccess: refresh,
  });
}

export function useAssignTask(subscriptionId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (templateId: string) =>
      callEndpoint(api.assignTask, { params: { id: subscriptionId }, body: { template_id: templateId } }),
    onSuccess: refresh,
  });
}

export function useReviewTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message?: string }) =>
      message === undefined
        ? callEndpoint(api.acceptTask, { params: { id } })
        : callEndpoint(api.returnTask, { params: { id }, body: { message } }),
    onSuccess: refresh,
  });
}
