import type { z } from 'zod';

export const ADAPTER_ERROR_CODES = [
  'adapter.unavailable',
  'adapter.timeout',
  'adapter.bad-response',
  'adapter.not-found',
] as const;
export type AdapterErrorCode = (typeof ADAPTER_ERROR_CODES)[number];

/**
 * The one error an adapter throws, so a route can answer "offer manual entry" without knowing the source.
 * Messages never carry personal values or full URLs (query strings hold names and numbers).
 */
export class AdapterError extends Error {
  override name = 'AdapterError';
  constructor(
    readonly code: AdapterErrorCode,
    readonly source: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${source}: ${message}`);
  }
}

export const isAdapterError = (error: unknown): error is AdapterError => error instanceof AdapterError;

export interface HttpOptions {
  source: string;
  timeoutMs: number;
  /** Tests may pass their own; production uses the global fetch of Node 20. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Statuses that mean "no such record" for this source; defaults to 404. */
  notFoundStatuses?: readonly number[];
}

/** Only the path is named in errors: the query may hold a name or a license number. */
const pathOf = (url: string): string => {
  try {
    return new URL(url).pathname;
  } catch {
    return '(invalid url)';
  }
};

/** fetch with a timeout that maps every failure onto an AdapterError code, then reads the body as JSON. */
export async function fetchJson(url: string, options: HttpOptions, request: RequestOptions = {}) {
  const { source, timeoutMs } = options;
  const doFetch = options.fetch ?? fetch;
  const where = `${request.method ?? 'GET'} ${pathOf(url)}`;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: request.method ?? 'GET',
      headers: { accept: 'application/json', ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new AdapterError('adapter.timeout', source, `${where} took longer than ${timeoutMs} ms`);
    }
    throw new AdapterError('adapter.unavailable', source, `${where} could not be reached`);
  }
  const text = await readText(response, source, where, timeoutMs);
  if (!response.ok) {
    const notFound = request.notFoundStatuses ?? [404];
    if (notFound.includes(response.status)) {
      throw new AdapterError(
        'adapter.not-found',
        source,
        `${where} answered ${response.status}`,
        response.status,
      );
    }
    // Our credentials refused, rate limits and server faults all mean "cannot use the source now".
    const unavailable = response.status >= 500 || [401, 403, 429].includes(response.status);
    const code = unavailable ? 'adapter.unavailable' : 'adapter.bad-response';
    throw new AdapterError(code, source, `${where} answered ${response.status}`, response.status);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AdapterError('adapter.bad-response', source, `${where} answered with a body that is not JSON`);
  }
}

async function readText(response: Response, source: string, where: string, timeoutMs: number) {
  try {
    return await response.text();
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    const code = name === 'TimeoutError' || name === 'AbortError' ? 'adapter.timeout' : 'adapter.unavailable';
    throw new AdapterError(code, source, `${where} broke off after ${timeoutMs} ms or less`);
  }
}

/** Checks an answer against the source's real format; a mismatch is the source's fault, not the user's. */
export function parseAnswer<T extends z.ZodType>(schema: T, data: unknown, source: string): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // Only the paths are kept: the values are the very personal data that must not reach a log.
    const paths = parsed.error.issues.slice(0, 3).map((issue) => issue.path.join('.') || '(root)');
    throw new AdapterError('adapter.bad-response', source, `unexpected answer format at ${paths.join(', ')}`);
  }
  return parsed.data;
}

/** Joins a base URL (with or without a trailing slash or a path prefix) and a path. */
export function joinUrl(base: string, path: string, query?: Record<string, string | undefined>): string {
  const url = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, value);
  }
  return url.toString();
}
