import { z } from 'zod';
import { subscriptionStatusSchema } from '../domain/subscriptions';
import { contract } from './contract';

// The contract of the subscription routes (apps/server/src/modules/subscriptions; 000 §7): the clinician's
// organizations, joining one by invitation or requirement. The public invite document GET /{id}.json lives
// outside /api (inviteDocumentSchema below).

export const organizationSchema = z.object({ name: z.string(), logo: z.string().nullable() });

/** One organization of the clinician (a holder subscription). */
export const holderSubscriptionSchema = z.object({
  id: z.string(),
  app_req_id: z.string().nullable(),
  status: subscriptionStatusSchema,
  subscriber_group: z.string(),
  subscriber_group_id: z.string(),
  subscriber_settings: z.object({ logo_cobranded: z.boolean() }),
  organization: organizationSchema,
  their_did: z.string().nullable(),
  facilities: z.array(z.string()),
});
export type HolderSubscription = z.infer<typeof holderSubscriptionSchema>;

/** GET /{id}.json (000 §7): the public document of an open invitation, answered bare. */
export const inviteDocumentSchema = z.object({
  id: z.string(),
  organization: organizationSchema,
  first_name: z.string().nullable(),
  app_req_id: z.string().nullable(),
  status: z.literal('open'),
});
export type InviteDocument = z.infer<typeof inviteDocumentSchema>;

/** The endpoints of subscriptions (decision 030: one contract per endpoint). */
export const subscriptionsApi = {
  list: contract({
    method: 'GET',
    path: '/api/holder_subscriptions',
    access: { action: 'get_subscriptions' },
    tags: ['subscriptions'],
    summary: "The clinician's organizations: active ones, or every one with all=true",
    query: z.object({ all: z.enum(['true', 'false']).optional() }),
    response: z.array(holderSubscriptionSchema),
    errors: [],
  }),
  join: contract({
    method: 'POST',
    path: '/api/holder_subscriptions',
    access: { action: 'accept_invites' },
    tags: ['subscriptions'],
    summary:
      'Joins an organization by invitation or requirement: active for the invited verified address, else pending',
    body: z
      .object({ invite_id: z.uuid().optional(), app_req_id: z.uuid().optional() })
      .refine((body) => body.invite_id || body.app_req_id, {
        message: 'validation.required',
        path: ['invite_id'],
      }),
    response: holderSubscriptionSchema,
    errors: ['request.not-found'],
  }),
};
