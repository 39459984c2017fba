import { randomUUID } from 'node:crypto';
import type { NursysTransport } from './nursys-adapter';
import type { NurseLookupSubmitRequest } from './nursys-format';
import sample from './data/sample-nurses.json' with { type: 'json' };

/** An error in Nursys's TransactionError shape for an id the sample does not hold. */
const NOT_FOUND_ERROR = { ErrorID: 4, ErrorMessage: 'Nurse not found.' };
/** Enough for every lookup in flight on one server; older transactions are dropped first. */
const MAX_PENDING = 1000;

interface SampleNurse {
  NcsbnId: string;
  [key: string]: unknown;
}

/**
 * The offline default: the same submit/retrieve pattern as e-Notify, answered in memory from the shipped sample
 * nurses, so the adapter's polling and parsing run unchanged. A transaction completes on its first retrieval.
 */
export function createOfflineNursysTransport(nurses: readonly SampleNurse[] = sample.NurseLookupResponses) {
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
        return nurse ?? { SuccessFlag: false, Errors: [NOT_FOUND_ERROR], NurseLookupRequest: lookup };
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
