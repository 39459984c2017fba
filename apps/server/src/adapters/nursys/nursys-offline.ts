import { randomUUID } from 'node:crypto';
import type { NursysTransport } from './nursys-adapter';
import type { NurseLookupSubmitRequest } from './nursys-format';
import { isActiveFlag } from './nursys-normalize';
import sample from './data/sample-nurses.json' with { type: 'json' };

/** An error in Nursys's TransactionError shape for an id the sample does not hold. */
const NOT_FOUND_ERROR = { ErrorID: 4, ErrorMessage: 'Nurse not found.' };
/** Enough for every lookup in flight on one server; older transactions are dropped first. */
const MAX_PENDING = 1000;

interface SampleNurse {
  NcsbnId: string;
  [key: string]: unknown;
}

/** Nursing boards renew licenses every two years (most states' cycle). */
const RENEWAL_YEARS = 2;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The expiry of an active sample license as of `day`: the date the sample gives, rolled forward by whole
 * renewal cycles until it is not before `day` (the last day of a license is still in force). The sample is
 * fixed text, but a license it calls active is one its nurse keeps renewing; without this, every active
 * license would lapse on its written date and the offline product would stop verifying it (decision 059).
 */
export function renewedExpiry(written: string, day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(written);
  if (!match) return written;
  const [, year, month, date] = match;
  let expiry = written.slice(0, 10);
  for (let cycle = 1; expiry < day; cycle += 1) {
    const next = Number(year) + cycle * RENEWAL_YEARS;
    // 29 February of a year that has none is the 28th.
    const last = new Date(Date.UTC(next, Number(month), 0)).getUTCDate();
    expiry = `${next}-${month}-${String(Math.min(Number(date), last)).padStart(2, '0')}`;
  }
  return expiry + written.slice(10);
}

/** The sample nurse as of `day`: active licenses renewed (see renewedExpiry); inactive ones as written. */
function asOf<T extends SampleNurse>(nurse: T, day: string): T {
  const licenses = nurse.NurseLookupLicenses;
  if (!Array.isArray(licenses)) return nurse;
  return {
    ...nurse,
    NurseLookupLicenses: (licenses as Record<string, unknown>[]).map((license) =>
      isActiveFlag(license.Active as string | undefined) && typeof license.LicenseExpirationDate === 'string'
        ? { ...license, LicenseExpirationDate: renewedExpiry(license.LicenseExpirationDate, day) }
        : license,
    ),
  };
}

/**
 * The offline default: the same submit/retrieve pattern as e-Notify, answered in memory from the shipped sample
 * nurses, so the adapter's polling and parsing run unchanged. A transaction completes on its first retrieval.
 * Active licenses are answered renewed as of `day` (today by default; see renewedExpiry).
 */
export function createOfflineNursysTransport(
  nurses: readonly SampleNurse[] = sample.NurseLookupResponses,
  day: () => string = today,
) {
  const pending = new Map<string, NurseLookupSubmitRequest>();
  const transaction = (id: string) => ({
    TransactionId: id,
    TransactionDate: new Date().toISOString(),
    TransactionComment: 'Offline sample data',
    TransactionSuccessFlag: true,
    TransactionErrors: [],
  });
  const transport: NursysTransport = {
    async submitNurseLookup(request) {
      const id = randomUUID();
      pending.set(id, request);
      if (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value as string);
      return { Transaction: transaction(id) };
    },
    async retrieveNurseLookup(transactionId) {
      const request = pending.get(transactionId);
      if (!request) {
        return {
          ProcessingCompleteFlag: true,
          Transaction: { ...transaction(transactionId), TransactionSuccessFlag: false },
          NurseLookupResponses: [],
        };
      }
      pending.delete(transactionId);
      const responses = request.NurseLookupRequests.map((lookup) => {
        const id = 'NcsbnId' in lookup ? lookup.NcsbnId : undefined;
        const nurse = nurses.find((candidate) => candidate.NcsbnId === id);
        if (!nurse) return { SuccessFlag: false, Errors: [NOT_FOUND_ERROR], NurseLookupRequest: lookup };
        return asOf(nurse, day());
      });
      return {
        ProcessingCompleteFlag: true,
        Transaction: transaction(transactionId),
        NurseLookupResponses: responses,
      };
    },
  };
  return transport;
}
