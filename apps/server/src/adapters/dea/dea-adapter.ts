import { isValidDea, normalizeDea } from '@credence/shared';
import { z } from 'zod';
import type { AdapterConfig } from '../config';
import { fetchJson, isAdapterError, joinUrl, parseAnswer, type HttpOptions } from '../http';
import sample from './data/sample-registrations.json' with { type: 'json' };

// DEA registration validation by number (the DEA's registrant validation for practitioners): registrant name,
// state, schedules, business activity and expiry. The JSON exchange is our proposal, like FSMB's, and must be
// confirmed with the provider (adapters/README.md). Names are 'LAST, FIRST M' as the DEA prints them.

const SOURCE = 'dea';

export const deaRegistrationSchema = z.object({
  deaNumber: z.string(),
  name: z.string(),
  stateCode: z.string().length(2),
  expirationDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  schedules: z.array(z.string()),
  businessActivity: z.string(),
});
export type DeaRegistrationRecord = z.infer<typeof deaRegistrationSchema>;
const answerSchema = z.object({ registration: deaRegistrationSchema });

export interface DeaAdapter {
  readonly mode: 'live' | 'offline';
  /** The registration, or null when the DEA has none under the number; a number failing the check digit is never sent. */
  findRegistration(deaNumber: string): Promise<DeaRegistrationRecord | null>;
}

/** The registrant's last name, as the DEA prints it before the comma. */
export const deaLastName = (record: DeaRegistrationRecord) => record.name.split(',')[0]!.trim();

export function createLiveDeaAdapter(
  baseUrl: string,
  apiKey: string,
  http: Omit<HttpOptions, 'source'>,
): DeaAdapter {
  const options: HttpOptions = { ...http, source: SOURCE };
  return {
    mode: 'live',
    async findRegistration(deaNumber) {
      const number = normalizeDea(deaNumber);
      if (!isValidDea(number)) return null;
      try {
        const answer = await fetchJson(joinUrl(baseUrl, 'v1/registrations/validate'), options, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
          body: JSON.stringify({ deaNumber: number }),
        });
        return parseAnswer(answerSchema, answer, SOURCE).registration;
      } catch (error) {
        if (isAdapterError(error) && error.code === 'adapter.not-found') return null;
        throw error;
      }
    },
  };
}

export function createOfflineDeaAdapter(data: unknown = sample): DeaAdapter {
  const { registrations } = z.object({ registrations: z.array(deaRegistrationSchema) }).parse(data);
  return {
    mode: 'offline',
    async findRegistration(deaNumber) {
      const number = normalizeDea(deaNumber);
      return isValidDea(number) ? (registrations.find((r) => r.deaNumber === number) ?? null) : null;
    },
  };
}

/** Live when DEA_BASE_URL is set (DEA_API_KEY then required), else the shipped sample. */
export function createDeaAdapter(
  config: Pick<AdapterConfig, 'DEA_BASE_URL' | 'DEA_API_KEY' | 'ADAPTER_TIMEOUT_MS'>,
  options: { fetch?: typeof fetch } = {},
): DeaAdapter {
  if (!config.DEA_BASE_URL) return createOfflineDeaAdapter();
  if (!config.DEA_API_KEY) throw new Error('DEA_BASE_URL is set: DEA_API_KEY is required too');
  return createLiveDeaAdapter(config.DEA_BASE_URL, config.DEA_API_KEY, {
    timeoutMs: config.ADAPTER_TIMEOUT_MS,
    fetch: options.fetch,
  });
}
