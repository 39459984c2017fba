import { randomUUID } from 'node:crypto';
import { errorCodes, type Contract } from '@credence/shared';
import type { LightMyRequestResponse } from 'fastify';
import { examples as defaultExamples, jsonSchemaOf, validInput, type Example } from './examples';
import { objectMakers as defaultMakers, type ObjectMaker } from './object-makers';
import { actionOf, keyOf, send, type CallParts, type Party, type SecurityContext } from './security-context';

// The checks of the generated security suite (decision 032). Each takes a contract and answers what is wrong
// with the endpoint built from it, as sentences; none is written for one endpoint. security.test.ts runs
// them over allContracts; unprotected-endpoint.test.ts shows them finding an endpoint added without care.

export type Finding = string;
export interface Registries {
  examples: Record<string, Example>;
  objectMakers: Record<string, ObjectMaker>;
}
export const defaultRegistries: Registries = { examples: defaultExamples, objectMakers: defaultMakers };
export type Check = (ctx: SecurityContext, contract: Contract, registries?: Registries) => Promise<Finding[]>;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const changesState = (contract: Contract) => UNSAFE.has(contract.method);

const describeAnswer = (response: LightMyRequestResponse) =>
  `${response.statusCode} ${response.body.slice(0, 160)}`;

/** Why an answer is not the error envelope `{ error: { code, message, details? } }`, or null when it is. */
export function envelopeProblem(response: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'the answer is not JSON';
  }
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (!body || typeof body !== 'object' || Object.keys(body).join() !== 'error' || !error)
    return 'the answer is not { error }';
  if (typeof error.code !== 'string' || typeof error.message !== 'string')
    return 'the error has no code or message';
  if (Object.keys(error).some((key) => !['code', 'message', 'details'].includes(key)))
    return 'the error has other fields';
  return null;
}

/**
 * Why an error answer is not in the shape its contract declares, or null when it is: the envelope, or for
 * `errorShape: 'oauth'` (OpenID4VCI's endpoints, decision 058) RFC 6749 §5.2 `{ error, error_description? }`.
 */
export function errorShapeProblem(contract: Contract, response: LightMyRequestResponse): string | null {
  if (contract.errorShape !== 'oauth') return envelopeProblem(response);
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'the answer is not JSON';
  }
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  if (!fields || typeof fields.error !== 'string' || !/^[a-z_]+$/.test(fields.error))
    return 'the answer is not an OAuth { error }';
  if (Object.keys(fields).some((key) => !['error', 'error_description'].includes(key)))
    return 'the OAuth error has other fields';
  return null;
}

/** An answer must have this status and error code, in the envelope. */
function expectError(
  what: string,
  response: LightMyRequestResponse,
  statuses: readonly number[],
  code?: string,
): Finding[] {
  if (!statuses.includes(response.statusCode))
    return [`${what}: expected ${statuses.join(' or ')}, got ${describeAnswer(response)}`];
  const problem = envelopeProblem(response);
  if (problem) return [`${what}: ${problem}: ${describeAnswer(response)}`];
  if (code && response.json().error.code !== code)
    return [`${what}: expected code ${code}, got ${describeAnswer(response)}`];
  return [];
}

/** Signed out → 401 auth.not-authenticated, unless the contract is public. */
export const signedOut: Check = async (ctx, contract, registries = defaultRegistries) => {
  if (contract.access === 'public') return [];
  const input = await validInput(ctx, contract, await ctx.owner(actionOf(contract)), registries.examples);
  const response = await send(ctx, contract, input, { session: null });
  return expectError('signed out', response, [401], errorCodes.notAuthenticated);
};

/** An actor holding every action but the contract's → 403 auth.insufficient-permission. */
export const withoutTheAction: Check = async (ctx, contract, registries = defaultRegistries) => {
  const action = actionOf(contract);
  if (!action) return [];
  const caller = await ctx.without(action);
  const input = await validInput(ctx, contract, await ctx.owner(action), registries.examples);
  const response = await send(ctx, contract, input, { session: caller.session });
  return expectError(`an actor without ${action}`, response, [403], errorCodes.forbidden);
};

/** A state-changing call without, with a forged or with another session's XSRF token → 403 auth.xsrf-invalid. */
export const xsrf: Check = async (ctx, contract, registries = defaultRegistries) => {
  if (!changesState(contract) || contract.xsrf === 'not-required') return [];
  const owner = await ctx.owner(actionOf(contract));
  const other = await ctx.other(actionOf(contract));
  const own = owner.session.xsrf.header;
  const forged = `${own.slice(0, -1)}${own.endsWith('A') ? 'B' : 'A'}`;
  const cases: [string, string | undefined][] = [
    ['without an XSRF token', undefined],
    ['with a forged XSRF token', forged],
    ['with another session’s XSRF token', other.session.xsrf.header],
  ];
  const findings: Finding[] = [];
  for (const [what, token] of cases) {
    const input = await validInput(ctx, contract, owner, registries.examples);
    const response = await send(ctx, contract, input, {
      session: owner.session,
      headers: { 'x-xsrf-token': token },
    });
    findings.push(...expectError(what, response, [403], errorCodes.xsrf));
  }
  return findings;
};

/**
 * Where a contract names the one object it reads or changes: a path parameter or an `id` field. None when
 * the contract declares its id names no owned object (`idIsNotOwned`, a registry lookup).
 */
export function addressedObject(
  contract: Contract,
): { in: 'params' | 'query' | 'body'; name: string } | null {
  if (contract.idIsNotOwned) return null;
  const param = /:([A-Za-z_]*(?:id|Id|ID))\b/.exec(contract.path);
  if (param) return { in: 'params', name: param[1]! };
  const has = (schema: Contract['query']) => !!schema && 'id' in (jsonSchemaOf(schema).properties ?? {});
  if (has(contract.query)) return { in: 'query', name: 'id' };
  if (has(contract.body)) return { in: 'body', name: 'id' };
  return null;
}

const withId = (input: CallParts, where: { in: 'params' | 'query' | 'body'; name: string }, id: string) => ({
  ...input,
  [where.in]: { ...(input[where.in] as object | undefined), [where.name]: id },
});

/** An id of the same form as `id` that nobody has: a serial number far past any row, else a new UUID. */
const missingIdLike = (id: string) => (/^\d+$/.test(id) ? String(Number.MAX_SAFE_INTEGER) : randomUUID());

/** Ids and timestamps differ from call to call; everything else of two answers must be the same. */
const withoutRequestIds = (body: string) =>
  body.replace(/"(request_?id|requestId)"\s*:\s*"[^"]*"/g, '"$1":"…"');

/** Another clinician's object → the very 404 (status and body) of an id nobody has; its owner reaches it. */
export const othersObject: Check = async (ctx, contract, registries = defaultRegistries) => {
  const where = addressedObject(contract);
  if (!where) return [];
  const make = registries.objectMakers[keyOf(contract)];
  if (!make)
    return [
      `${keyOf(contract)} addresses an object (${where.in}.${where.name}) but apps/server/test/security/object-makers.ts has no entry making one: add it`,
    ];
  const action = actionOf(contract);
  const [owner, other] = [await ctx.owner(action), await ctx.other(action)];
  const id = await make(ctx, owner);
  const input = await validInput(ctx, contract, owner, registries.examples);
  const theirs = await send(ctx, contract, withId(input, where, id), { session: other.session });
  const missing = await send(ctx, contract, withId(input, where, missingIdLike(id)), {
    session: other.session,
  });
  const findings = [
    ...expectError('an id nobody has', missing, [404], errorCodes.notFound),
    ...expectError('another clinician’s object', theirs, [404], errorCodes.notFound),
  ];
  if (findings.length === 0 && withoutRequestIds(theirs.body) !== withoutRequestIds(missing.body))
    findings.push(`another clinician’s object answers ${theirs.body}, an id nobody has ${missing.body}`);
  const mine = await send(ctx, contract, withId(input, where, id), { session: owner.session });
  if (mine.statusCode >= 300)
    findings.push(
      `the owner does not reach the object the registry made (if the generated call is refused, add an example to examples.ts): ${describeAnswer(mine)}`,
    );
  return findings;
};

/** The fields a caller never sets: the server owns them, or the contract does not know them. */
export const foreignFields = (other: Party) => ({
  user_id: other.user.id,
  id_owner: other.user.id,
  created_at: '1999-12-31T00:00:00.000Z',
  updated_at: '1999-12-31T00:00:00.000Z',
  constructor: { prototype: { sec_polluted: 'sec-marker-constructor' } },
  sec_unknown_field: 'sec-marker-unknown',
});
const PROTO = '{"__proto__":{"sec_polluted":"sec-marker-proto"}}';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The value with `extra` added to every object in it, the outermost included. */
function addEverywhere(value: unknown, extra: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => addEverywhere(item, extra));
  if (!isPlainObject(value)) return value;
  const inner = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, addEverywhere(v, extra)]));
  return { ...inner, ...extra };
}

/**
 * A body with unknown or server-owned fields: the contract's schema strips or refuses them, and with a
 * registry example, the stored object carries none of them.
 */
export const serverOwnedFields: Check = async (ctx, contract, registries = defaultRegistries) => {
  if (!contract.body) return [];
  const action = actionOf(contract);
  const [owner, other] = [await ctx.owner(action), await ctx.other(action)];
  const input = await validInput(ctx, contract, owner, registries.examples);
  if (!isPlainObject(input.body)) return [];
  const findings: Finding[] = [];
  const extra = { ...foreignFields(other), ...(JSON.parse(PROTO) as object) };
  const parsed = contract.body.safeParse({ ...input.body, ...extra });
  if (parsed.success) {
    const data = parsed.data as Record<string, unknown>;
    for (const key of Object.keys(extra))
      if (Object.hasOwn(data, key)) findings.push(`the body schema keeps the field ${key}`);
    if (Object.getPrototypeOf(data) !== Object.prototype) findings.push('the body schema keeps __proto__');
  }
  const registry = registries.examples[keyOf(contract)];
  if (!registry?.stored) return findings;
  const plain = await send(ctx, contract, await registry.input(ctx, owner), { session: owner.session });
  if (plain.statusCode >= 300)
    return [...findings, `the registry example is refused: ${describeAnswer(plain)}`];
  // Fastify refuses a `constructor.prototype` key outright, so it goes alone: the other fields must be
  // stripped, not only refused along with it.
  const { constructor, ...fields } = foreignFields(other);
  const answers: string[] = [];
  for (const sent of [fields, { constructor }]) {
    const example = await registry.input(ctx, owner);
    const body = addEverywhere(example.body, sent);
    const response = await send(ctx, contract, { ...example, body }, { session: owner.session });
    if (response.statusCode >= 500) findings.push(`unknown fields answer ${describeAnswer(response)}`);
    answers.push(response.body);
  }
  const stored = JSON.stringify(await registry.stored(ctx, owner));
  for (const marker of [other.user.id, '1999-12-31', 'sec-marker', 'sec_unknown_field'])
    if (stored.includes(marker) || answers.some((answer) => answer.includes(marker)))
      findings.push(`a field the caller may not set was applied: ${marker} is stored or answered`);
  if (({} as Record<string, unknown>).sec_polluted !== undefined)
    findings.push('Object.prototype was polluted');
  return findings;
};
