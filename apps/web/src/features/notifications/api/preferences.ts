import { notificationsApi, type NotificationPreferences } from '@credence/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointQuery } from '#web/lib/api-endpoint';

/** PUT /api/notification_preference: the whole map; the server answers what it saved. */
export async function putPreferences(
  preferences: NotificationPreferences,
  client?: ApiClient,
): Promise<NotificationPreferences> {
  return callEndpoint(notificationsApi.savePreferences, { body: preferences }, { client });
}

export const preferencesQueryOptions = () => endpointQuery(notificationsApi.preferences, {});

export const usePreferences = () => useQuery(preferencesQueryOptions());

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => putPreferences(preferences),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions().queryKey, saved),
  });
}
