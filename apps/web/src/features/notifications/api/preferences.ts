import { notificationPreferencesSchema, type NotificationPreferences } from '@credence/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type ApiClient } from '../../../lib/api-client';

const answerSchema = z.object({ data: notificationPreferencesSchema });

/** GET /api/notification_preference: every notification type with every delivery method. */
export async function getPreferences(client: ApiClient = api): Promise<NotificationPreferences> {
  return answerSchema.parse(await client.get('/api/notification_preference')).data;
}

/** PUT /api/notification_preference: the whole map; the server answers what it saved. */
export async function putPreferences(
  preferences: NotificationPreferences,
  client: ApiClient = api,
): Promise<NotificationPreferences> {
  return answerSchema.parse(await client.put('/api/notification_preference', preferences)).data;
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: ['notification-preference'], queryFn: () => getPreferences() });

export const usePreferences = () => useQuery(preferencesQueryOptions());

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => putPreferences(preferences),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions().queryKey, saved),
  });
}
