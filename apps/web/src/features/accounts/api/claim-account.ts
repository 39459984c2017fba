import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

export interface ClaimSecrets {
  hash: string;
  nonce: string;
}

const checkedSchema = z.object({ data: z.object({ reset_uri: z.string().min(1) }) });

/** GET /api/claim_account (public): checks the link and answers a one-time set-password link. */
export async function checkClaim(secrets: ClaimSecrets, client: ApiClient = api): Promise<string> {
  const body = await client.get('/api/claim_account', { query: { ...secrets }, auth: false });
  return checkedSchema.parse(body).data.reset_uri;
}

/** PUT /api/claim_account (public, XSRF-bound to this browser): uses the claim link up. */
export async function consumeClaim(secrets: ClaimSecrets, client: ApiClient = api): Promise<void> {
  await client.put('/api/claim_account', secrets, { auth: false });
}
