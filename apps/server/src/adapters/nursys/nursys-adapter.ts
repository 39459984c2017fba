import type { AdapterConfig } from '../config';
import { AdapterError, fetchJson, joinUrl, parseAnswer, type HttpOptions } from '../http';
import {
  nursysRetrieveResponseSchema,
  nursysSubmitResponseSchema,
  type NurseLookupSubmitRequest,
} from './nursys-format';
import { normalizeNurse, type NursysLookupResult } from './nursys-normalize';
import { createOfflineNursysTransport } from './nursys-offline';

export { toRnLicenseEntries } from './nursys-normalize';
export type { NursysLicense, NursysLookupResult, RnLicenseEntry } from './nursys-normalize';

const SOURCE = 'nursys';

/** The two halves of the e-Notify asynchronous pattern; answers are raw JSON in Nursys's format. */
export interface NursysTransport {
  submitNurseLookup(request: NurseLookupSubmitRequest): Promise<unknown>;
  retrieveNurseLookup(transactionId: string): Promise<unknown>;
}

export interface NursysPolling {
  /** Pause between two GETs while ProcessingCompleteFlag is false. */
  pollIntervalMs: number;
  /** Give up (adapter.timeout) when the transaction is not complete after this long. */
  maxWaitMs: number;
}

export interface NursysAdapter {
  readonly mode: 'live' | 'offline';
  /** The nurse and every license Nursys holds for the NCSBN id; throws adapter.not-found if Nursys has none. */
  lookupByNcsbnId(ncsbnId: string): Promise<NursysLookupResult>;
}

/** NCSBN ids are numeric and at most 10 characters in the e-Notify guide. */
export const isNcsbnId = (value: string): boolean => /^\d{1,10}$/.test(value);

const errorIds = (errors: { ErrorID?: string | number | null }[] | null | undefined) =>
  (errors ?? []).map((error) => error.ErrorID ?? '?').join(', ') || 'none given';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function nursysAdapterOver(
  mode: NursysAdapter['mode'],
  transport: NursysTransport,
  polling: NursysPolling,
): NursysAdapter {
  return {
    mode,
    async lookupByNcsbnId(ncsbnId) {
      const id = ncsbnId.trim();
      if (!isNcsbnId(id)) throw new AdapterError('adapter.not-found', SOURCE, 'not an NCSBN id');
      const submitted = parseAnswer(
        nursysSubmitResponseSchema,
        await transport.submitNurseLookup({ NurseLookupRequests: [{ NcsbnId: id }] }),
        SOURCE,
      ).Transaction;
      if (!submitted.TransactionSuccessFlag) {
        const ids = errorIds(submitted.TransactionErrors);
        throw new AdapterError('adapter.bad-response', SOURCE, `lookup refused (errors ${ids})`);
      }
      const deadline = Date.now() + polling.maxWaitMs;
      for (;;) {
        const answer = parseAnswer(
          nursysRetrieveResponseSchema,
          await transport.retrieveNurseLookup(submitted.TransactionId),
          SOURCE,
        );
        if (answer.ProcessingCompleteFlag) {
          const nurse = answer.NurseLookupResponses?.[0];
          if (!nurse)
            throw new AdapterError('adapter.bad-response', SOURCE, 'complete answer without a nurse');
          if (!nurse.SuccessFlag) {
            throw new AdapterError(
              'adapter.not-found',
              SOURCE,
              `nurse not found (errors ${errorIds(nurse.Errors)})`,
            );
          }
          return normalizeNurse(nurse, id);
        }
        if (Date.now() + polling.pollIntervalMs > deadline) {
          throw new AdapterError('adapter.timeout', SOURCE, `not complete after ${polling.maxWaitMs} ms`);
        }
        await sleep(polling.pollIntervalMs);
      }
    },
  };
}

export interface NursysCredentials {
  username: string;
  password: string;
}

/** POST {base}/nurselookup, then GET {base}/nurselookup?transactionId=…, authenticated by two headers. */
export function createLiveNursysTransport(
  baseUrl: string,
  credentials: NursysCredentials,
  http: Omit<HttpOptions, 'source'>,
): NursysTransport {
  const options: HttpOptions = { ...http, source: SOURCE };
  const headers = { username: credentials.username, password: credentials.password };
  return {
    submitNurseLookup: (request) =>
      fetchJson(joinUrl(baseUrl, 'nurselookup'), options, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(request),
      }),
    retrieveNurseLookup: (transactionId) =>
      fetchJson(joinUrl(baseUrl, 'nurselookup', { transactionId }), options, { headers }),
  };
}

type NursysConfig = Pick<
  AdapterConfig,
  | 'NURSYS_BASE_URL'
  | 'NURSYS_USERNAME'
  | 'NURSYS_PASSWORD'
  | 'NURSYS_POLL_INTERVAL_MS'
  | 'NURSYS_MAX_WAIT_MS'
  | 'ADAPTER_TIMEOUT_MS'
>;

/** Live when NURSYS_BASE_URL is set (credentials then required), else the shipped sample nurses. */
export function createNursysAdapter(
  config: NursysConfig,
  options: { fetch?: typeof fetch } = {},
): NursysAdapter {
  const polling = { pollIntervalMs: config.NURSYS_POLL_INTERVAL_MS, maxWaitMs: config.NURSYS_MAX_WAIT_MS };
  if (!config.NURSYS_BASE_URL) return nursysAdapterOver('offline', createOfflineNursysTransport(), polling);
  if (!config.NURSYS_USERNAME || !config.NURSYS_PASSWORD) {
    throw new Error('NURSYS_BASE_URL is set: NURSYS_USERNAME and NURSYS_PASSWORD are required too');
  }
  const credentials = { username: config.NURSYS_USERNAME, password: config.NURSYS_PASSWORD };
  const transport = createLiveNursysTransport(config.NURSYS_BASE_URL, credentials, {
    timeoutMs: config.ADAPTER_TIMEOUT_MS,
    fetch: options.fetch,
  });
  return nursysAdapterOver('live', transport, polling);
}
