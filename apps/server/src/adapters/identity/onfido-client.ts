import { z } from 'zod';
import { AdapterError, fetchJson, joinUrl, parseAnswer, type HttpOptions } from '../http';
import type { IdentityAdapter, IdentityCheckStatus, IdentityPerson } from './identity-types';

const SOURCE = 'identity';

const applicantSchema = z.object({ id: z.string().min(1) });
const checkSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  result: z.string().nullish(),
});

/** Onfido check states: complete+clear passes, complete+consider or withdrawn fails, the rest is still open. */
export function toCheckStatus(status: string, result: string | null | undefined): IdentityCheckStatus {
  if (status === 'complete') return result === 'clear' ? 'finished' : 'invalid';
  if (status === 'withdrawn') return 'invalid';
  return 'pending';
}

function applicantBody(person: IdentityPerson) {
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    dob: person.dateOfBirth,
    email: person.email,
    address: person.address && {
      street: person.address.line1,
      sub_street: person.address.line2 || undefined,
      town: person.address.city,
      state: person.address.state,
      postcode: person.address.zip,
      country: 'USA',
    },
    id_numbers: person.ssn ? [{ type: 'ssn', value: person.ssn }] : undefined,
  };
}

/** An Onfido-style REST API: base is the versioned root, e.g. https://api.us.onfido.com/v3.6. */
export function createOnfidoIdentityAdapter(
  baseUrl: string,
  apiKey: string,
  http: Omit<HttpOptions, 'source'>,
): IdentityAdapter {
  const options: HttpOptions = { ...http, source: SOURCE };
  const headers = { authorization: `Token token=${apiKey}`, 'content-type': 'application/json' };
  const readCheck = (data: unknown) => {
    const check = parseAnswer(checkSchema, data, SOURCE);
    return { checkId: check.id, status: toCheckStatus(check.status, check.result) };
  };
  return {
    mode: 'live',
    async createApplicant(person) {
      const body = JSON.stringify(applicantBody(person));
      const answer = await fetchJson(joinUrl(baseUrl, 'applicants'), options, {
        method: 'POST',
        headers,
        body,
      });
      return { applicantId: parseAnswer(applicantSchema, answer, SOURCE).id };
    },
    async startCheck(applicantId) {
      const body = JSON.stringify({ applicant_id: applicantId, report_names: ['identity_enhanced'] });
      return readCheck(
        await fetchJson(joinUrl(baseUrl, 'checks'), options, { method: 'POST', headers, body }),
      );
    },
    async getCheck(checkId) {
      if (!/^[\w-]+$/.test(checkId)) throw new AdapterError('adapter.not-found', SOURCE, 'unknown check id');
      return readCheck(await fetchJson(joinUrl(baseUrl, `checks/${checkId}`), options, { headers }));
    },
  };
}
