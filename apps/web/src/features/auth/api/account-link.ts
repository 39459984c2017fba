import { networkApi } from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';
import { getSignInOptions } from './sign-in-options';

/**
 * The professional-network connection a session signed in through: its subject is `${connection}|…`
 * (000 §2). Null for every other session, without asking the server.
 */
export async function networkConnectionOf(
  subject: string | undefined,
  client?: ApiClient,
): Promise<string | null> {
  if (!subject?.includes('|')) return null;
  const { network } = await getSignInOptions(client);
  return network && subject.startsWith(`${network.connection}|`) ? network.connection : null;
}

/** GET /api/v2/user/link: ties the network account to a Credence user; false when the server refuses. */
export async function linkNetworkAccount(client?: ApiClient): Promise<boolean> {
  try {
    await callEndpoint(networkApi.link, {}, { client });
    return true;
  } catch (error) {
    console.error(error);
    return false;
  }
}
