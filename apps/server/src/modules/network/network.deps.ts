import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createUpstreamClient, type UpstreamClient } from './network.client';
import { networkSettings, type NetworkSettings } from './network.config';

export interface Network {
  settings: NetworkSettings;
  upstream: UpstreamClient;
}

export interface NetworkDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  network: Network;
}

/** The path upstream sends the browser back to; registered with the provider as the redirect URI. */
export const NETWORK_CALLBACK_PATH = '/auth/network/callback';
export const SIGN_IN_REQUEST_TTL_MS = 15 * 60_000;

const byConfig = new WeakMap<Config, Network | null>();

/** One upstream client per configuration, shared by the modules that start and finish the sign-in. */
export function networkOf(config: Config): Network | null {
  if (!byConfig.has(config)) {
    const settings = networkSettings(config);
    byConfig.set(config, settings ? { settings, upstream: createUpstreamClient(settings) } : null);
  }
  return byConfig.get(config) ?? null;
}
