import { accountsApi, type ClaimSecrets } from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';

export type { ClaimSecrets };

/** GET /api/claim_account (public): checks the link and answers a one-time set-password link. */
export async function checkClaim(secrets: ClaimSecrets, client?: ApiClient): Promise<string> {
  return (await callEndpoint(accountsApi.checkClaim, { query: { ...secrets } }, { client })).reset_uri;
}

/** PUT /api/claim_account (public, XSRF-bound to this browser): uses the claim link up. */
export async function consumeClaim(secrets: ClaimSecrets, client?: ApiClient): Promise<void> {
  await callEndpoint(accountsApi.useClaim, { body: secrets }, { client });
}
