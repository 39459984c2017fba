import { consentApi, urlOf, type ConsentForm } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';

// The consent-form calls of 000 §7 (contracts: packages/shared/src/api/consent.ts; decision 047).

export type { ConsentForm };

export const consentFormsQuery = () => endpointQuery(consentApi.list, {});
export const consentFormsKey = () => endpointKey(consentApi.list);
export const useConsentForms = () => useQuery(consentFormsQuery());

/** POST /api/consent_form: the typed full name is the signature; `confirm` is the ticked box. */
export const signConsentForms = (documentKeys: string[], fullName: string) =>
  callEndpoint(consentApi.sign, {
    body: { document_keys: documentKeys, full_name: fullName, confirm: true },
  });

/** GET /api/consent_form/{id}/document: the signed PDF's bytes (it needs the session's token). */
export const signedConsentPdf = (id: string) =>
  api.get<Blob>(urlOf(consentApi.document, { id }), { as: 'blob' });
