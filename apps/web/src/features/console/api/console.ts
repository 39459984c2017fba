import { consoleApi, type CsvReport, type InvitationInput } from '@credence/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';

// The console's calls (packages/shared/src/api/console.ts). Each query runs only when the staff member's
// role holds its action, so a recruiter's page never asks for what it would be refused.

export const useConsoleMe = () => useQuery(endpointQuery(consoleApi.me, {}));
export const useRoster = () => useQuery(endpointQuery(consoleApi.roster, {}));
export const useRequirements = (enabled: boolean) =>
  useQuery({ ...endpointQuery(consoleApi.requirements, {}), enabled });
export const useInvitations = (enabled: boolean) =>
  useQuery({ ...endpointQuery(consoleApi.invitations, {}), enabled });
export const usePending = (enabled: boolean) =>
  useQuery({ ...endpointQuery(consoleApi.pending, {}), enabled });

/** After any change: the roster, the invitations and the pending joins are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [consoleApi.roster, consoleApi.invitations, consoleApi.pending].map((c) =>
        client.invalidateQueries({ queryKey: endpointKey(c) }),
      ),
    );
}

export function useInvite() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InvitationInput) => callEndpoint(consoleApi.invite, { body }),
    onSuccess: refresh,
  });
}

export function useInviteCsv() {
  const refresh = useRefresh();
  return useMutation<CsvReport, unknown, { app_req_id: string; csv: string }>({
    mutationFn: (body) => callEndpoint(consoleApi.inviteCsv, { body }),
    onSuccess: refresh,
  });
}

export function useInvitationAction(action: 'resend' | 'revoke') {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(consoleApi[action], { params: { id } }),
    onSuccess: refresh,
  });
}

export function useApprove() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(consoleApi.approve, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useMarkReviewed() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(consoleApi.reviewed, { params: { id } }),
    onSuccess: refresh,
  });
}
