import type { AdapterConfig } from '../config';
import { createOfflineAddressAdapter } from './offline-address';
import { createPlacesAddressAdapter } from './places-client';

export * from './address-types';

/** The places provider when PLACES_BASE_URL is set (PLACES_API_KEY then required), else the offline ZIP data. */
export function createAddressAdapter(
  config: Pick<AdapterConfig, 'PLACES_BASE_URL' | 'PLACES_API_KEY' | 'ADAPTER_TIMEOUT_MS'>,
  options: { fetch?: typeof fetch } = {},
) {
  if (!config.PLACES_BASE_URL) return createOfflineAddressAdapter();
  if (!config.PLACES_API_KEY) throw new Error('PLACES_BASE_URL is set: PLACES_API_KEY is required too');
  return createPlacesAddressAdapter(config.PLACES_BASE_URL, config.PLACES_API_KEY, {
    timeoutMs: config.ADAPTER_TIMEOUT_MS,
    fetch: options.fetch,
  });
}
