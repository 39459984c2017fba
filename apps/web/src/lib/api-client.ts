import { errorCodes, toQueryString } from '@credence/shared';
import type { QueryValues } from '@credence/shared';
import { apiErrorFromResponse, networkError } from './api-client-error';
import { sendWithUploadProgress } from './api-upload';
import { XSRF_HEADER, fetchXsrfCookie, readXsrfCookie } from './api-client-xsrf';

export { ApiError, errorMessageKey, isApiError, shouldRetryRequest } from './api-client-error';

/** What the client needs from the session; the session implements it (lib/auth). */
export interface ApiAuth {
  getAccessToken(): string | null;
  getActorId(): string | null;
  /** Silent renewal; rejects when it fails (the session then sends the user to /timeout). */
  renew(): Promise<unknown>;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A FormData body goes as multipart; anything else is sent as JSON. */
  body?: unknown;
  query?: QueryValues;
  /** False for the public calls (password reset, organization config): no token, no actor, no renewal. */
  auth?: boolean;
  signal?: AbortSignal;
  /** With a FormData body: called with the percent of the body sent (the call then goes by XHR). */
  onUploadProgress?: (percent: number) => void;
  /** 'blob': the answer's bytes as they came (a PDF, a file to save), not parsed. */
  as?: 'blob';
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  put<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  patch<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  delete<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  /** GET /api/xsrf now (after sign-in); concurrent callers share one request. */
  refreshXsrf(): Promise<string | null>;
}

function withQuery(path: string, query?: QueryValues): string {
  const search = toQueryString(query);
  return search ? `${path}${path.includes('?') ? `&${search.slice(1)}` : search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  // A PDF is binary: read as a Blob, since text would garble its bytes.
  if (type.startsWith('application/pdf')) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

export function createApiClient({
  auth,
  fetch: fetchFn,
}: {
  auth: ApiAuth;
  fetch?: typeof fetch;
}): ApiClient {
  // Read at call time, so tests (and polyfills) that replace fetch after start-up are honoured.
  const doFetch: typeof fetch = (input, init) => (fetchFn ?? globalThis.fetch)(input, init);
  let xsrfInFlight: Promise<string | null> | null = null;

  function authHeaders(useAuth: boolean): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (!useAuth) return headers;
    const token = auth.getAccessToken();
    const actorId = auth.getActorId();
    if (token) headers.authorization = `Bearer ${token}`;
    if (actorId) headers['x-actor-id'] = actorId;
    return headers;
  }

  function refreshXsrf(): Promise<string | null> {
    xsrfInFlight ??= fetchXsrfCookie(doFetch, authHeaders(true))
      .catch(() => null)
      .finally(() => {
        xsrfInFlight = null;
      });
    return xsrfInFlight;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const useAuth = options.auth !== false;
    const mutating = method !== 'GET';
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    const url = withQuery(path, options.query);

    const send = async (): Promise<Response> => {
      const headers = authHeaders(useAuth);
      if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
      if (mutating) {
        const xsrf = readXsrfCookie() ?? (await refreshXsrf());
        if (xsrf) headers[XSRF_HEADER] = xsrf;
      }
      const body =
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body);
      try {
        if (isForm && options.onUploadProgress) {
          const form = options.body as FormData;
          const upload = { url, method, headers, body: form, signal: options.signal };
          return await sendWithUploadProgress(upload, options.onUploadProgress);
        }
        return await doFetch(url, {
          method,
          headers,
          body,
          credentials: 'same-origin',
          signal: options.signal,
        });
      } catch (cause) {
        throw networkError(cause);
      }
    };

    let response = await send();
    // One silent renewal per call: a second 401 means the new token is refused too.
    if (response.status === 401 && useAuth) {
      const error = await apiErrorFromResponse(response);
      try {
        await auth.renew();
      } catch {
        throw error;
      }
      response = await send();
    }
    // A stale or missing XSRF cookie: fetch a new one once and repeat the call.
    if (response.status === 403 && mutating) {
      const error = await apiErrorFromResponse(response.clone());
      if (error.code === errorCodes.xsrf) {
        await refreshXsrf();
        response = await send();
      }
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    if (options.as === 'blob') return (await response.blob()) as T;
    return (await readBody(response)) as T;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, body, options) => request(path, { ...options, method: 'DELETE', body }),
    refreshXsrf,
  };
}

// The session binds itself here at start-up (AuthProvider); until then calls go without credentials.
let boundAuth: ApiAuth = {
  getAccessToken: () => null,
  getActorId: () => null,
  renew: () => Promise.reject(new Error('Not logged in')),
};

export function bindApiAuth(binding: ApiAuth): void {
  boundAuth = binding;
}

/** The one client every feature uses. */
export const api: ApiClient = createApiClient({
  auth: {
    getAccessToken: () => boundAuth.getAccessToken(),
    getActorId: () => boundAuth.getActorId(),
    renew: () => boundAuth.renew(),
  },
});
