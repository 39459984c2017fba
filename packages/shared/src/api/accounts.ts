import { z } from 'zod';
import { degreeTypeSchema } from '../domain/degree-types';
import { subscriptionStatusSchema } from '../domain/subscriptions';
import { accountsErrors } from './accounts.errors';
import { contract } from './contract';

// The contract of the account routes (apps/server/src/modules/accounts, users, account-claims; 000 §2, §7):
// the password reset request, completing or creating an account, and the claim link of an invited
// clinician. Claim-link failures are coded so the page can say what is wrong: 404 claim.invalid, 410
// claim.expired or claim.used.

/** Shapes only: the shared userAccountSchema checks the values so each problem comes back at its field. */
export const userBodySchema = z.object({
  npi: z.string().optional(),
  ncsbn: z.string().optional(),
  degree_type: z.string().optional(),
  provider_type: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  token: z.string().optional(),
  invite_id: z.string().optional(),
  subscribers: z.array(z.string()).optional(),
  app_req_id: z.string().optional(),
});

export const userDataSchema = z.object({
  user_id: z.string(),
  claimed: z.boolean(),
  degree_type: degreeTypeSchema.nullable(),
  invite_id: z.string().nullable(),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      status: subscriptionStatusSchema,
      app_req_id: z.string().nullable(),
      subscriber_group_id: z.string(),
    }),
  ),
});

// Generous bounds: a wrong value is a 404 from the service, not a 400 that tells which part was off.
export const claimSecretsSchema = z.object({ hash: z.string().max(200), nonce: z.string().max(200) });
export type ClaimSecrets = z.infer<typeof claimSecretsSchema>;

const claimErrors = [
  accountsErrors.claimInvalid,
  accountsErrors.claimExpired,
  accountsErrors.claimUsed,
] as const;

/** The endpoints of accounts (decision 030: one contract per endpoint). */
export const accountsApi = {
  passwordReset: contract({
    method: 'POST',
    path: '/api/password_reset',
    access: 'public',
    tags: ['accounts'],
    summary: 'E-mails a new password reset link; answers the same whether the account exists or not',
    body: z.object({ email: z.string().trim().min(1).max(320) }),
    status: 202,
    response: z.object({ sent: z.literal(true) }),
    errors: [],
  }),
  user: contract({
    method: 'POST',
    path: '/api/user',
    // Two callers, one rule set: the service tells a subscriber's staff from a clinician by the actor.
    access: 'authenticated',
    tags: ['accounts'],
    summary:
      "Completes the signed-in clinician's account, or (staff with invite_clinicians) creates one for a clinician",
    body: userBodySchema,
    response: userDataSchema,
    errors: ['request.not-found', 'auth.insufficient-permission'],
  }),
  checkClaim: contract({
    method: 'GET',
    path: '/api/claim_account',
    access: 'public',
    tags: ['accounts'],
    summary: 'Checks a claim link and answers a one-time set-password link (reset_uri); PUT uses the claim',
    query: claimSecretsSchema,
    response: z.object({ reset_uri: z.string().min(1) }),
    errors: claimErrors,
  }),
  useClaim: contract({
    method: 'PUT',
    path: '/api/claim_account',
    access: 'public',
    tags: ['accounts'],
    summary: 'Uses up a claim link (single use): verifies the e-mail and accepts the invitation',
    body: claimSecretsSchema,
    response: z.object({ claimed: z.literal(true) }),
    errors: claimErrors,
  }),
};
