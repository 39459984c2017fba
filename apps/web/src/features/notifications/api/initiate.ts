import { notificationsApi } from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';

/** POST /ws/initiate: a single-use key for the live connection (000 §7 notifications). */
export async function initiateLiveConnection(client?: ApiClient): Promise<string> {
  const answer = await callEndpoint(notificationsApi.initiate, {}, { client });
  // An `envelope: 'none'` answer is not parsed by callEndpoint; the key's shape is checked here.
  return notificationsApi.initiate.response.parse(answer).connection_key;
}
