import { z } from 'zod';
import { consentFormInputSchema, consoleConsentFormSchema } from './console-consent-forms';
import { contract } from './contract';

// The group's settings in the console (issue 18, decision 061): its SAML connection, which an admin edits
// (manage_saml), and its consent forms, which staff who see requirement sets read (view_requirements).
// The group is always the caller's own: there is no id to ask for another group's.

export const SAML_URL_MAX = 2000;
export const SAML_ISSUER_MAX = 500;
export const SAML_ATTRIBUTE_MAX = 200;
/** A PEM certificate, with a chain of a few, fits easily; anything longer is not a certificate. */
export const SAML_CERTIFICATE_MAX = 20_000;

/** An https URL with a plain host name (or address) and port: what an IdP's SSO endpoint looks like. */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[A-Za-z0-9._~%!$&'()*+,;=:@/?#-]*)?$/;
/** The PEM shape only; the server also parses it as an X.509 certificate. */
const PEM_CERTIFICATE = /^-----BEGIN CERTIFICATE-----\s+[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----$/;

const attribute = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(SAML_ATTRIBUTE_MAX, 'validation.too-long')
  .regex(/^\S+$/, 'console.saml.no-spaces');

export const samlSettingsInputSchema = z.object({
  enabled: z.boolean(),
  /** The IdP's single sign-on URL (HTTP-Redirect binding): https only, since it carries sign-ins. */
  idp_entry_point: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(SAML_URL_MAX, 'validation.too-long')
    .regex(HTTPS_URL, 'console.saml.https-url'),
  /** The IdP's entity id: the Issuer its assertions must name. */
  idp_issuer: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(SAML_ISSUER_MAX, 'validation.too-long')
    .regex(/^\S+$/, 'console.saml.no-spaces'),
  idp_certificate: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(SAML_CERTIFICATE_MAX, 'validation.too-long')
    .regex(PEM_CERTIFICATE, 'console.saml.certificate-invalid'),
  email_attribute: attribute,
  first_name_attribute: attribute,
  last_name_attribute: attribute,
});
export type SamlSettingsInput = z.input<typeof samlSettingsInputSchema>;

export const samlSettingsSchema = z.object({
  /** What an IdP administrator needs from us: fixed by the group's slug, not editable. */
  sp_entity_id: z.string(),
  acs_url: z.string(),
  metadata_url: z.string(),
  /** Null until the group has a connection. */
  connection: z
    .object({
      enabled: z.boolean(),
      idp_entry_point: z.string(),
      idp_issuer: z.string(),
      idp_certificate: z.string(),
      email_attribute: z.string(),
      first_name_attribute: z.string(),
      last_name_attribute: z.string(),
      /** The stored certificate as parsed; null if it no longer parses. */
      certificate: z
        .object({
          subject: z.string(),
          valid_from: z.string(),
          valid_to: z.string(),
          fingerprint_sha256: z.string(),
        })
        .nullable(),
      updated_at: z.string(),
    })
    .nullable(),
});
export type SamlSettings = z.infer<typeof samlSettingsSchema>;

export const consoleSettingsApi = {
  saml: contract({
    method: 'GET',
    path: '/api/console/saml',
    access: { action: 'manage_saml' },
    tags: ['console'],
    summary: "The group's SAML connection, with the entity id and ACS URL its IdP needs",
    response: samlSettingsSchema,
    errors: ['request.not-found'],
  }),
  updateSaml: contract({
    method: 'PUT',
    path: '/api/console/saml',
    access: { action: 'manage_saml' },
    tags: ['console'],
    summary: "Creates or replaces the group's SAML connection",
    description:
      'The SSO URL must be https; the certificate must be a PEM X.509 certificate (400 with the path ' +
      'idp_certificate otherwise). Our entity id is fixed by the group. Audited with ids only.',
    body: samlSettingsInputSchema,
    response: samlSettingsSchema,
    errors: ['request.not-found'],
  }),
  consentForms: contract({
    method: 'GET',
    path: '/api/console/consent-forms',
    access: { action: 'view_requirements' },
    tags: ['console'],
    summary: "The group's consent forms, required or not, with how many subscribed clinicians signed",
    description: 'Current versions only, each with every version (newest first) and its signature count.',
    response: z.array(consoleConsentFormSchema),
    errors: [],
  }),
  createConsentForm: contract({
    method: 'POST',
    path: '/api/console/consent-forms',
    access: { action: 'manage_requirements' },
    tags: ['console'],
    summary: 'Creates a consent form: title, text, required or not, the requirement sets that ask for it',
    description: 'A requirement set of another group is 400 at requirement_ids. Audited with ids only.',
    body: consentFormInputSchema,
    response: consoleConsentFormSchema,
    errors: [],
  }),
  updateConsentForm: contract({
    method: 'PUT',
    path: '/api/console/consent-forms/:id',
    access: { action: 'manage_requirements' },
    tags: ['console'],
    summary: 'Edits a consent form; a new title or text on a signed form writes the next version',
    description:
      'The id is the current version (a replaced one is 409). Signatures keep the version they signed: ' +
      'its text is never rewritten, and clinicians are asked to sign the new version. Required and ' +
      "the requirement sets change in place. Another group's form is 404. Audited with ids only.",
    params: z.object({ id: z.uuid({ error: 'request.not-found' }) }),
    body: consentFormInputSchema,
    response: consoleConsentFormSchema,
    errors: ['request.not-found', 'request.conflict'],
  }),
  deleteConsentForm: contract({
    method: 'DELETE',
    path: '/api/console/consent-forms/:id',
    access: { action: 'manage_requirements' },
    tags: ['console'],
    summary: 'Deletes a consent form no clinician signed, with all its versions; answers the forms left',
    description:
      'A form with signed copies is 409 (signatures keep the text they were signed on): make it optional ' +
      "instead. Another group's form is 404. Audited with ids only.",
    params: z.object({ id: z.uuid({ error: 'request.not-found' }) }),
    response: z.array(consoleConsentFormSchema),
    errors: ['request.not-found', 'request.conflict'],
  }),
};
