import { initiateAnswerSchema } from '@credence/shared';
import { api, type ApiClient } from '../../../lib/api-client';

/** POST /ws/initiate: a single-use key for the live connection (000 §7 notifications). */
export async function initiateLiveConnection(client: ApiClient = api): Promise<string> {
  return initiateAnswerSchema.parse(await client.post('/ws/initiate')).connection_key;
}
