import { z } from 'zod';
import { hasUnsafeCharacters } from '../fields/text-characters';
import { contract } from './contract';
import { taskErrors } from './tasks.errors';

// The contract of the consent-form routes (apps/server/src/modules/consent; 000 §2 post-login rule 2).

export const consentFormSchema = z.object({
  id: z.string(),
  document_key: z.string(),
  name: z.string(),
  /** The form's text and version (decision 062); null on a form made before forms had text. */
  body: z.string().nullable(),
  version: z.number().int(),
  subscriber_group: z.string(),
  subscriber_group_name: z.string(),
  required: z.boolean(),
  signed: z.boolean(),
  signed_at: z.string().nullable(),
  /**
   * The exact spelling of the clinician's first typed-name signature, which every later signature repeats
   * (001 §5); null before the first. The same on every form of the list.
   */
  signature_name: z.string().nullable(),
});

/** The longest typed full name a signature takes. */
export const SIGNATURE_NAME_MAX_LENGTH = 200;

/**
 * The signature is the full name, typed (001 §5): letters at least, kept exactly as typed apart from the
 * spaces around it. `confirm` is the ticked box 'I have read the consent form…'.
 */
export const consentSignBodySchema = z.object({
  document_keys: z.array(z.string().min(1).max(200)).min(1).max(50),
  full_name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(SIGNATURE_NAME_MAX_LENGTH, { error: 'validation.too-long' })
    .refine((value) => !hasUnsafeCharacters(value), { error: 'validation.text-invalid-characters' }),
  confirm: z.literal(true, { error: 'signature.confirm-required' }),
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
    summary: 'Signs consent forms by document key with a typed-name signature',
    description:
      "The typed full name is the signature; the first one's exact spelling is kept and every later signature " +
      'must repeat it (400 consent.signature-name-mismatch). `confirm` must be true (the ticked box). Each ' +
      'form signed keeps its signature record (signer, intent, record SHA-256, time, address, user agent, ' +
      'events) and a PDF of it with the audit trail (GET /api/consent_form/{id}/document). All or nothing.',
    body: consentSignBodySchema,
    response: z.array(consentFormSchema),
    errors: [taskErrors.signatureMismatch],
  }),
  document: contract({
    method: 'GET',
    path: '/api/consent_form/:id/document',
    access: { action: 'get_subscriptions' },
    tags: ['consent'],
    summary:
      'The signed PDF of a consent form the clinician signed, with its signature block and audit trail',
    params: z.object({ id: z.uuid({ error: 'request.not-found' }) }),
    envelope: 'none',
    response: z.string().meta({ description: 'The PDF’s bytes', format: 'binary' }),
    errors: ['request.not-found'],
  }),
};
