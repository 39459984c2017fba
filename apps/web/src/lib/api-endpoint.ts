import { urlOf, type CallInput, type Contract, type ResponseOf } from '@credence/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError, type ApiClient, type RequestOptions } from './api-client';

// The web side of the contracts (packages/shared/src/api; decision 030): a call is made from the same object
// the server registered its route from, so the path, the method, the input and the answer cannot drift.

export type CallOptions = Pick<RequestOptions, 'signal' | 'onUploadProgress'> & {
  client?: ApiClient;
  /** A FormData body for a multipart contract. */
  form?: FormData;
  /** Send the session's token: by default for every contract that is not public. */
  auth?: boolean;
};

/** Calls an endpoint and answers its `data` (or the whole body for an `envelope: 'none'` contract). */
export async function callEndpoint<const C extends Contract>(
  contract: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  const client = options.client ?? api;
  const url = urlOf(contract, input.params);
  const answer = await client.request<unknown>(url, {
    method: contract.method,
    ...(input.query !== undefined ? { query: input.query as RequestOptions['query'] } : {}),
    ...(options.form ? { body: options.form } : input.body !== undefined ? { body: input.body } : {}),
    auth: options.auth ?? contract.access !== 'public',
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
  });
  if (contract.envelope === 'none') return answer as ResponseOf<C>;
  const data = (answer as { data?: unknown } | undefined)?.data;
  // The answer is parsed with the contract's schema, so a server that drifted fails loudly here.
  return (contract.response ? contract.response.parse(data) : data) as ResponseOf<C>;
}

/** Calls an endpoint that answers a file (`envelope: 'none'`), and answers its bytes as they came. */
export async function fetchEndpointFile<const C extends Contract & { method: 'GET'; envelope: 'none' }>(
  contract: C,
  input: CallInput<C>,
  options: Pick<CallOptions, 'client' | 'signal'> = {},
): Promise<Blob> {
  return (options.client ?? api).request<Blob>(urlOf(contract, input.params), {
    method: 'GET',
    ...(input.query !== undefined ? { query: input.query as RequestOptions['query'] } : {}),
    auth: contract.access !== 'public',
    as: 'blob',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** The query key of an endpoint call: its path, then the input, so invalidating by path reaches every input. */
export const endpointKey = <C extends Contract>(contract: C, input?: CallInput<C>) =>
  input === undefined ? ([contract.path] as const) : ([contract.path, input] as const);

/** TanStack Query options for a GET contract. */
export function endpointQuery<const C extends Contract & { method: 'GET' }>(
  contract: C,
  input: CallInput<C>,
  options: Omit<CallOptions, 'form' | 'onUploadProgress'> = {},
) {
  return queryOptions({
    queryKey: endpointKey(contract, input),
    queryFn: ({ signal }) => callEndpoint(contract, input, { ...options, signal }),
  });
}

/**
 * The call's answer, or null when the server answered `status`: a retried create's 409 (an earlier try got
 * through) and a 404 for a row removed meanwhile count as done (000 §8). Any other failure is thrown.
 */
export async function nullWhen<T>(status: number, call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === status) return null;
    throw error;
  }
}
