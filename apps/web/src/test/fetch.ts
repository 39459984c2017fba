import {
  allContracts,
  envelopeOf,
  errorEnvelopeSchema,
  isErrorCode,
  type Contract,
  type ErrorCode,
} from '@credence/shared';
import { vi } from 'vitest';
import type { z } from 'zod';

export type Handler = (request: { url: URL; init: RequestInit }) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** An error answer in the envelope; the code must be catalogued (packages/shared/src/errors.ts). */
export const apiError = (status: number, code: ErrorCode, message: string = code) =>
  json({ error: { code, message } }, status);

/** What the server sends for a contract: its `data` before the web's parse (dates as strings). */
export type AnswerOf<C extends Contract> = C['response'] extends z.ZodType ? z.input<C['response']> : null;

/** A success answer typed by the contract: `answer(walletApi.get, {...})` does not compile with a wrong shape. */
export function answer<const C extends Contract>(
  contract: C,
  data: AnswerOf<C>,
  status = contract.status ?? 200,
) {
  return json(contract.envelope === 'none' ? data : { data }, status);
}

// Every fake answer is checked against the contract of the endpoint it answers for, as the real server's
// serializer would: a fake that drifts from the contract fails the test (setup.ts), instead of quietly
// testing a shape the server never sends.
const contractPatterns = allContracts.map((contract) => ({
  contract,
  pattern: new RegExp(`^${contract.path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')}$`),
}));

/** The contract of `METHOD /api/path`, if any. */
export const contractOf = (method: string, pathname: string): Contract | undefined =>
  contractPatterns.find(({ contract, pattern }) => contract.method === method && pattern.test(pathname))
    ?.contract;

const mismatches: string[] = [];

/** The fake answers that broke their contract since the last call (setup.ts fails the test on any). */
export function takeContractMismatches(): string[] {
  return mismatches.splice(0);
}

/** Why this fake answer could not have come from the server, or undefined when it could. */
export async function contractMismatch(method: string, url: URL, response: Response) {
  if (!url.pathname.startsWith('/api/')) return undefined;
  const key = `${method} ${url.pathname}`;
  const contract = contractOf(method, url.pathname);
  if (!contract) return `${key}: no contract declares this endpoint`;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  const body: unknown = await response.clone().json();
  if (!response.ok) {
    const parsed = errorEnvelopeSchema.safeParse(body);
    if (!parsed.success) return `${key}: ${response.status} is not the error envelope`;
    const { code } = parsed.data.error;
    return isErrorCode(code) ? undefined : `${key}: error code ${code} is not catalogued`;
  }
  if (!contract.response) return undefined;
  const schema = contract.envelope === 'none' ? contract.response : envelopeOf(contract.response);
  const parsed = schema.safeParse(body);
  if (parsed.success) return undefined;
  const where = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  return `${key}: the answer does not match the contract's response (${where})`;
}

/**
 * Replaces fetch with a table of 'METHOD /path' handlers; an unknown call fails the test loudly. Every
 * answer is checked against its endpoint's contract: an answer the server could not have sent (response
 * schema, error envelope, catalogued code, a declared endpoint) makes the call fail and the test fail
 * (setup.ts). Build answers with `answer()` or the samples in contract-samples.ts.
 * The returned spy records every call, so tests can check headers and bodies.
 */
export function mockFetch(routes: Record<string, Handler | Response | (() => Response)>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = init.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected fetch: ${key}`);
    const response = route instanceof Response ? route.clone() : await (route as Handler)({ url, init });
    const mismatch = await contractMismatch(method, url, response);
    if (mismatch) {
      mismatches.push(mismatch);
      throw new Error(mismatch);
    }
    return response;
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
