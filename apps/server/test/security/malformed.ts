import { urlOf, type Contract } from '@credence/shared';
import { errorShapeProblem, defaultRegistries, type Check, type Finding } from './checks';
import { validInput, jsonSchemaOf } from './examples';
import { actionOf, send, type CallParts, type SendOptions } from './security-context';

// Malformed input → 400 in the error envelope, never a 5xx (decision 032). Over the body limit of app.ts
// (1,000,000 bytes) the answer is 413; a content type with no parser (form-urlencoded) is 415; text/plain
// is parsed as text, so the body schema refuses it with 400. A value carried in the URL (path or query) may
// make the address itself too long: 414 request.uri-too-long in the envelope is then right too (only there).

/** The spec's numbers: a 1 MB string (over the body limit) and nesting 1,000 deep. */
export const ONE_MB = 1_048_576;
export const LONG_TEXT = 100_000;
export const DEPTH = 1_000;
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';
const WRONG_TYPES: unknown[] = [12345, 'sec-text', true, {}, [], null];
const WRONG_QUERY_VALUES = ['sec-text', '-1', '', 'x'.repeat(2_000)];
/** A malformed value in the URL: 400, or 414 when it makes the address too long. */
const IN_URL = [400, 414];

type Path = (string | number)[];

/** Every property path in a JSON value (the first item of each array stands for all). */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.length ? pathsOf(value[0], [...prefix, 0]) : [];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [
      [...prefix, key],
      ...pathsOf(inner, [...prefix, key]),
    ]);
  return [];
}
const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = setAt(copy[head!], rest, replacement);
  return copy;
}
const DEEP = 'sec-deep-placeholder';
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

interface Case {
  what: string;
  parts?: CallParts;
  options?: SendOptions;
  statuses: number[];
}

function bodyCases(contract: Contract, input: CallParts): Case[] {
  if (!contract.body) return [];
  const body = input.body ?? {};
  const text = JSON.stringify(body);
  const object = body && typeof body === 'object' && !Array.isArray(body);
  const paths = pathsOf(body);
  const strings = paths.filter((path) => typeof at(body, path) === 'string');
  const first = paths[0] ?? ['sec_field'];
  const json = (what: string, payload: string, statuses = [400]): Case => ({
    what,
    options: { payload },
    statuses,
  });
  const cases: Case[] = [
    json('invalid JSON', `${text.slice(0, -1)},"broken":`),
    {
      what: 'a text/plain body',
      options: { payload: text, contentType: 'text/plain' },
      statuses: [400],
    },
    {
      what: 'a form-urlencoded body',
      options: { payload: 'a=b&c=d', contentType: 'application/x-www-form-urlencoded' },
      statuses: [415],
    },
    json(
      `a body ${DEPTH} deep`,
      JSON.stringify(setAt(body, first, DEEP)).replace(`"${DEEP}"`, nested(DEPTH)),
    ),
    json(
      'a 1 MB string (over the body limit)',
      JSON.stringify(setAt(body, strings[0] ?? first, 'x'.repeat(ONE_MB))),
      [413],
    ),
  ];
  if (object) {
    cases.push(
      json('a __proto__ key', `{"__proto__":{"sec_polluted":1}${text === '{}' ? '' : ','}${text.slice(1)}`),
    );
    cases.push(json('a NUL in a key', JSON.stringify({ ...body, [NUL]: 'x' })));
  }
  for (const path of strings) {
    const where = path.join('.');
    cases.push(json(`a NUL in ${where}`, JSON.stringify(setAt(body, path, NUL))));
    cases.push(json(`a lone surrogate in ${where}`, JSON.stringify(setAt(body, path, LONE_SURROGATE))));
    cases.push(json(`100 kB in ${where}`, JSON.stringify(setAt(body, path, 'x'.repeat(LONG_TEXT)))));
  }
  for (const path of paths)
    for (const wrong of WRONG_TYPES) {
      const changed = setAt(body, path, wrong);
      if (contract.body.safeParse(changed).success) continue;
      cases.push(json(`${JSON.stringify(wrong)} in ${path.join('.')}`, JSON.stringify(changed)));
    }
  return cases;
}

function searchCases(contract: Contract, input: CallParts): Case[] {
  const cases: Case[] = [];
  const base = urlOf(contract, input.params);
  const query = (values: Record<string, unknown>) =>
    Object.entries(values)
      .flatMap(([key, value]) =>
        (Array.isArray(value) ? value : [value]).map((v) => `${encodeURIComponent(key)}=${v}`),
      )
      .join('&');
  if (contract.query) {
    const valid = (input.query ?? {}) as Record<string, unknown>;
    const encoded = Object.fromEntries(
      Object.entries(valid).map(([key, value]) => [key, encodeURIComponent(String(value))]),
    );
    const keys = Object.keys(jsonSchemaOf(contract.query).properties ?? {});
    for (const key of keys) {
      const url = (value: unknown) => `${base}?${query({ ...encoded, [key]: value })}`;
      cases.push({ what: `a NUL in query ${key}`, options: { url: url('a%00b') }, statuses: [400] });
      for (const wrong of [...WRONG_QUERY_VALUES, ['a', 'b']]) {
        if (contract.query.safeParse({ ...valid, [key]: wrong }).success) continue;
        const sent = Array.isArray(wrong) ? wrong : encodeURIComponent(wrong);
        cases.push({
          what: `query ${key}=${JSON.stringify(wrong).slice(0, 20)}`,
          options: { url: url(sent) },
          statuses: IN_URL,
        });
      }
    }
  }
  if (contract.params) {
    const valid = (input.params ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(valid)) {
      const url = (raw: string) =>
        urlOf(contract, { ...valid, [key]: 'SECRAW' }, input.query).replace('SECRAW', raw);
      cases.push({ what: `a NUL in parameter ${key}`, options: { url: url('a%00b') }, statuses: [400] });
      for (const wrong of WRONG_QUERY_VALUES.filter(Boolean)) {
        if (contract.params.safeParse({ ...valid, [key]: wrong }).success) continue;
        cases.push({
          what: `parameter ${key}=${wrong.slice(0, 20)}`,
          options: { url: url(encodeURIComponent(wrong)) },
          statuses: IN_URL,
        });
      }
    }
  }
  return cases;
}

/** Every malformed variant of a valid call answers 400 (413, 414, 415 where said) in the envelope, never a 5xx. */
export const malformedInput: Check = async (ctx, contract, registries = defaultRegistries) => {
  if (!contract.body && !contract.query && !contract.params) return [];
  const owner = await ctx.owner(actionOf(contract));
  const input = await validInput(ctx, contract, owner, registries.examples);
  const findings: Finding[] = [];
  for (const c of [...bodyCases(contract, input), ...searchCases(contract, input)]) {
    const response = await send(ctx, contract, c.parts ?? input, { session: owner.session, ...c.options });
    const problem = c.statuses.includes(response.statusCode)
      ? errorShapeProblem(contract, response)
      : 'wrong status';
    if (problem)
      findings.push(
        `${c.what}: expected ${c.statuses.join(' or ')} in the envelope, got ${response.statusCode} ${response.body.slice(0, 160)}`,
      );
  }
  return findings;
};
