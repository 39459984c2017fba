import { vi } from 'vitest';

export type Handler = (request: { url: URL; init: RequestInit }) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export const apiError = (status: number, code: string, message = code) =>
  json({ error: { code, message } }, status);

/**
 * Replaces fetch with a table of 'METHOD /path' handlers; an unknown call fails the test loudly.
 * The returned spy records every call, so tests can check headers and bodies.
 */
export function mockFetch(routes: Record<string, Handler | Response | (() => Response)>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected fetch: ${key}`);
    if (route instanceof Response) return route.clone();
    return (route as Handler)({ url, init });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The headers of the n-th call to `key` ('METHOD /path'). */
export function callsTo(spy: ReturnType<typeof mockFetch>, key: string) {
  return spy.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost:3000');
      return `${init?.method ?? 'GET'} ${url.pathname}` === key;
    })
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost:3000'),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body,
    }));
}
