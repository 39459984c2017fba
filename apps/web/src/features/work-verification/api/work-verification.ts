import { workVerificationApi } from '@credence/shared';
import type { WorkVerificationFormValues } from '../components/form-values';
import { callEndpoint } from '#web/lib/api-endpoint';

// The verifier's calls (public, by the link's token; decision 039). No session: the token is the only key.

export const openVerification = (token: string) =>
  callEndpoint(workVerificationApi.open, { query: { token } });

export const consentToSign = (token: string, consentVersion: string) =>
  callEndpoint(workVerificationApi.consent, { body: { token, consent_version: consentVersion } });

export const submitVerification = (token: string, form: WorkVerificationFormValues) =>
  callEndpoint(workVerificationApi.submit, { body: { token, ...form } });

export const declineVerification = (token: string, reason: string) =>
  callEndpoint(workVerificationApi.decline, { body: { token, reason } });

/** The signed PDF's address (opened in a new tab; served for a limited time with the token). */
export const documentUrl = (token: string, document: string) =>
  `${workVerificationApi.document.path}?${new URLSearchParams({ token, document }).toString()}`;
