import { consentApi, type ConsentForm } from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';

export type { ConsentForm };

/** GET /api/consent_form. */
export async function getConsentForms(client?: ApiClient): Promise<ConsentForm[]> {
  return callEndpoint(consentApi.list, {}, { client });
}

/** Post-login rule 2 (000 §2): a required form that is not signed yet. */
export function hasRequiredConsentOutstanding(
  forms: readonly Pick<ConsentForm, 'required' | 'signed'>[],
): boolean {
  return forms.some((form) => form.required && !form.signed);
}
