import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';
import { getSignInOptions } from './sign-in-options';

/**
 * The professional-network connection a session signed in through: its subject is `${connection}|…`
 * (000 §2). Null for every other session, without asking the server.
 */
export async function networkConnectionOf(
  subject: string | undefined,
  client: ApiClient = api,
): Promise<string | null> {
  if (!subject?.includes('|')) return null;
  const { network } = await getSignInOptions(client);
  return network && subject.startsWith(`${network.connection}|`) ? network.connection : null;
}

/** GET /api/v2/user/link: ties the network account to a Credence user; false when the server refuses. */
export async function linkNetworkAccount(client: ApiClient = api): Promise<boolean> {
  try {
    await client.get('/api/v2/user/link');
    return true;
  } catch (error) {
    console.error(error);
    return false;
  }
}
