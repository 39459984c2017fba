import { notificationsApi } from '@credence/shared';
import type { ApiClient } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/api-endpoint';

/** DELETE /api/notifications/{id}: gone here and in every other open tab of the person. */
export async function deleteNotification(id: number, client?: ApiClient): Promise<void> {
  await callEndpoint(notificationsApi.remove, { params: { id } }, { client });
}
