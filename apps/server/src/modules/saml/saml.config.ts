import { z } from 'zod';

/**
 * The demo organization's SAML identity provider, spread into the server's config schema. Each
 * organization's real settings live in `saml_connections`; these only seed the demo (db/seed-saml.ts).
 * Without DEMO_SAML_IDP_URL the demo organization has no organization sign-in.
 */
export const samlConfigShape = {
  /** The IdP's single sign-on URL (HTTP-Redirect binding). */
  DEMO_SAML_IDP_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** A PEM file holding the certificate the IdP signs assertions with. */
  DEMO_SAML_IDP_CERT_FILE: z.string().min(1).optional(),
  /** The IdP's entity id (the assertions' Issuer); defaults to DEMO_SAML_IDP_URL. */
  DEMO_SAML_IDP_ISSUER: z.string().min(1).optional(),
};
