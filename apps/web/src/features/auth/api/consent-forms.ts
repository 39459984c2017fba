import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

export const consentFormSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  document_key: z.string().nullish(),
  required: z.boolean(),
  signed: z.boolean(),
});
export type ConsentForm = z.infer<typeof consentFormSchema>;

export const consentFormsResponseSchema = z.object({ data: z.array(consentFormSchema) });

/** GET /api/consent_form. */
export async function getConsentForms(client: ApiClient = api): Promise<ConsentForm[]> {
  return consentFormsResponseSchema.parse(await client.get('/api/consent_form')).data;
}

/** Post-login rule 2 (000 §2): a required form that is not signed yet. */
export function hasRequiredConsentOutstanding(forms: readonly ConsentForm[]): boolean {
  return forms.some((form) => form.required && !form.signed);
}
