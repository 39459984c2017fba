import type { AdapterConfig } from '../config';
import { createOnfidoIdentityAdapter } from './onfido-client';
import { createSandboxIdentityAdapter } from './sandbox-identity';

export type { IdentityAdapter, IdentityCheck, IdentityCheckStatus, IdentityPerson } from './identity-types';
export { sandboxOutcome } from './sandbox-identity';

/** The provider when IDENTITY_BASE_URL is set (IDENTITY_API_KEY then required), else the documented sandbox. */
export function createIdentityAdapter(
  config: Pick<AdapterConfig, 'IDENTITY_BASE_URL' | 'IDENTITY_API_KEY' | 'ADAPTER_TIMEOUT_MS'>,
  options: { fetch?: typeof fetch } = {},
) {
  if (!config.IDENTITY_BASE_URL) return createSandboxIdentityAdapter();
  if (!config.IDENTITY_API_KEY) throw new Error('IDENTITY_BASE_URL is set: IDENTITY_API_KEY is required too');
  return createOnfidoIdentityAdapter(config.IDENTITY_BASE_URL, config.IDENTITY_API_KEY, {
    timeoutMs: config.ADAPTER_TIMEOUT_MS,
    fetch: options.fetch,
  });
}
