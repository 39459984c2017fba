import { z } from 'zod';
import { hasUnsafeCharacters, textCharactersMessage } from '../fields/text-characters';

// Consent forms written in the console (issue 18, decision 062): a group admin (manage_requirements) writes
// a form's title and text, whether it is required, and which requirement sets ask for it. Editing the title
// or text of a form someone signed writes the next version; the signed one keeps the text it was signed on.

export const CONSENT_FORM_NAME_MAX = 200;
export const CONSENT_FORM_BODY_MAX = 20_000;
/** Most requirement sets one form names (a group has a handful). */
export const CONSENT_FORM_REQUIREMENTS_MAX = 50;

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .refine((value) => value.length <= max, { message: 'validation.too-long', params: { max } })
    .refine((value) => !hasUnsafeCharacters(value), { message: textCharactersMessage });

export const consentFormInputSchema = z.object({
  name: text(CONSENT_FORM_NAME_MAX),
  body: text(CONSENT_FORM_BODY_MAX),
  /** A required form is signed at /intro before enrolment goes on (000 §2 post-login rule 2). */
  required: z.boolean(),
  /** The requirement sets that ask for it; none: every clinician subscribed to the group. */
  requirement_ids: z
    .array(z.uuid({ error: 'request.invalid' }))
    .max(CONSENT_FORM_REQUIREMENTS_MAX, { error: 'request.invalid' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'request.invalid' }),
});
export type ConsentFormInput = z.input<typeof consentFormInputSchema>;

export const consentFormVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  name: z.string(),
  /** Null on a form made before forms had their text (decision 061). */
  body: z.string().nullable(),
  created_at: z.string(),
  /** When the next version replaced it; null on the current one. */
  superseded_at: z.string().nullable(),
  /** Clinicians subscribed to the group who signed this version. */
  signed: z.number().int(),
});
export type ConsentFormVersion = z.infer<typeof consentFormVersionSchema>;

export const consoleConsentFormSchema = z.object({
  /** The current version's id. */
  id: z.string(),
  name: z.string(),
  document_key: z.string(),
  body: z.string().nullable(),
  version: z.number().int(),
  /** Required forms are signed before enrolment goes on (000 §2 post-login rule 2). */
  required: z.boolean(),
  requirements: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Clinicians subscribed to the group who signed the current version. */
  signed: z.number().int(),
  /** Clinicians subscribed to the group. */
  subscribed: z.number().int(),
  created_at: z.string(),
  /** Every version, newest first (the current one included). */
  versions: z.array(consentFormVersionSchema),
});
export type ConsoleConsentForm = z.infer<typeof consoleConsentFormSchema>;
