import { z } from 'zod';
import { contract } from './contract';

// The contract of the consent-form routes (apps/server/src/modules/consent; 000 §2 post-login rule 2).

export const consentFormSchema = z.object({
  id: z.string(),
  document_key: z.string(),
  name: z.string(),
  subscriber_group: z.string(),
  subscriber_group_name: z.string(),
  required: z.boolean(),
  signed: z.boolean(),
  signed_at: z.string().nullable(),
});
export type ConsentForm = z.infer<typeof consentFormSchema>;

/** The endpoints of consent forms (decision 030: one contract per endpoint). */
export const consentApi = {
  list: contract({
    method: 'GET',
    path: '/api/consent_form',
    access: { action: 'get_subscriptions' },
    tags: ['consent'],
    summary: "Consent forms of the clinician's organizations, with required and signed flags",
    response: z.array(consentFormSchema),
    errors: [],
  }),
  sign: contract({
    method: 'POST',
    path: '/api/consent_form',
    access: { action: 'sign_consent' },
    tags: ['consent'],
    summary: 'Signs consent forms by document key',
    body: z.object({ document_keys: z.array(z.string().min(1).max(200)).min(1).max(50) }),
    response: z.array(consentFormSchema),
    errors: [],
  }),
};
