import { notificationsApi } from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';

/** DELETE /api/notifications/{id}: gone here and in every other open tab of the person. */
export async function deleteNotification(id: number, client?: ApiClient): Promise<void> {
  await callEndpoint(notificationsApi.remove, { params: { id } }, { client });
}
