import { api, type ApiClient } from '../../../lib/api-client';

/** DELETE /api/notifications/{id}: gone here and in every other open tab of the person. */
export async function deleteNotification(id: number, client: ApiClient = api): Promise<void> {
  await client.delete(`/api/notifications/${encodeURIComponent(String(id))}`);
}
