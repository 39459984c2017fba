import { profileValueSchemas, ruleIssuesAt } from '@credence/shared';
import type { MessageParams, WizardKey, WordingKey } from '@credence/shared';
import { z } from 'zod';
import { failureKey } from '#web/components/form';
import type { IssuePath } from '#web/components/form';
import type { ProfileData } from '../api/self-attested';

export type { FormIssue as FieldIssue, IssuePath } from '#web/components/form';

/** The id of a field's control (or fieldset): the error summary links to it. */
export const fieldId = (field: string) => `enroll-${field}`;

// Equal answers need no save: blank text and a missing value are the same, and object keys may come back
// in any order (jsonb).
const normalize = (value: unknown): unknown => {
  if (value === '' || value === undefined) return null;
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => normalize(inner) !== null)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, normalize(inner)]),
    );
  return value;
};
export const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));

const schemaOf = (key: string) =>
  Object.hasOwn(profileValueSchemas, key) ? profileValueSchemas[key as WizardKey] : undefined;

/** The shared schema's issues for each key of `data`, or its parsed (stored) form when all pass. */
export function checkProfileData(data: ProfileData) {
  const issues: { key: string; path: IssuePath; message: string; params?: MessageParams }[] = [];
  const parsed: ProfileData = {};
  for (const [key, value] of Object.entries(data)) {
    const schema = schemaOf(key);
    if (!schema) {
      parsed[key] = value;
      continue;
    }
    const result = schema.safeParse(value);
    if (result.success) parsed[key] = result.data;
    else
      for (const issue of ruleIssuesAt(schema, value, []))
        issues.push({ key, ...issue, path: issue.path ?? [] });
  }
  return { issues, parsed };
}

/**
 * The profile keys a screen saves, each checked with its shared schema (profileValueSchemas): issues are at
 * `[key, ...path inside the value]`, and the parsed data is the stored form.
 */
export const profileDataSchema = z.record(z.string(), z.unknown()).transform((data, ctx) => {
  const { issues, parsed } = checkProfileData(data);
  for (const { key, path, message, params } of issues)
    ctx.addIssue({ code: 'custom', message, path: [key, ...path], ...(params ? { params } : {}) });
  return parsed;
});

/** Server details are at `data.<section|field>[.<path inside the value>]`. */
export function splitDetailPath(
  path: string,
  keys: readonly string[],
): { key: string; path: IssuePath } | null {
  const rest = path.startsWith('data.') ? path.slice('data.'.length) : path;
  const key = [...keys]
    .sort((a, b) => b.length - a.length)
    .find((k) => rest === k || rest.startsWith(`${k}.`));
  if (!key) return null;
  const inner = rest.slice(key.length + 1);
  return {
    key,
    path: inner ? inner.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : [],
  };
}

/** What a step says when a save failed without field details: the typed answers are kept either way. */
export const STEP_FAILURE = { offline: 'enroll.save.offline', failed: 'enroll.save.failed' } as const;

export const failureMessage = (error: unknown): WordingKey => failureKey(error, STEP_FAILURE);
