import { errorCodes, isErrorCode } from '@credence/shared';
import { isWordingKey } from '../../lib/i18n';
import type { MessageParams, WordingKey } from '@credence/shared';
import type { FieldError, FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageKey, isApiError } from '../../lib/api-client';

export type IssuePath = readonly (string | number)[];

/** A problem with one field of a form, as a wording key (and its placeholders). */
export interface FormIssue {
  field: string;
  message: WordingKey;
  params?: MessageParams;
}

/** react-hook-form's error, with the wording key's placeholders kept beside the message. */
export type FormFieldError = FieldError & { params?: MessageParams };

/** How a form names its fields: where a schema's or the server's issue lands, and the order of the summary. */
export interface FieldMapping {
  /** The field showing a problem at a schema path (or a server path, see `serverPath`). */
  fieldOf: (path: IssuePath) => string;
  /** Shown when a message is not a wording key (e.g. zod's own for a wrong type). */
  fallbackMessage: WordingKey;
}

export const toWording = (message: unknown, fallback: WordingKey): WordingKey =>
  typeof message === 'string' && isWordingKey(message) ? message : fallback;

/** The schema's issues on `input`, one per field (the first found), at the fields `fieldOf` names. */
export function schemaIssues(schema: z.ZodType, input: unknown, mapping: FieldMapping) {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data as unknown, issues: [] as FormIssue[] };
  const issues = result.error.issues.map((issue) => {
    // A bound given as zod's own `.max(n, { error: key })` carries n only in the issue: its wording needs it.
    const params =
      'params' in issue
        ? (issue.params as MessageParams | undefined)
        : issue.code === 'too_big'
          ? { max: Number(issue.maximum) }
          : issue.code === 'too_small'
            ? { min: Number(issue.minimum) }
            : undefined;
    const path = issue.path.filter((key) => typeof key !== 'symbol') as IssuePath;
    return {
      field: mapping.fieldOf(path),
      message: toWording(issue.message, mapping.fallbackMessage),
      ...(params ? { params } : {}),
    };
  });
  return { data: undefined, issues };
}

/** Server error details (`{ path, message }`) of a 400 as a path; numbers are array positions. */
export const splitPath = (path: string): IssuePath =>
  path
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The field issues of a failed save: a 400's details at their fields; none for any other failure. */
export function serverIssues(
  error: unknown,
  mapping: FieldMapping,
  serverPath: (path: string) => IssuePath | null,
): FormIssue[] {
  if (!isApiError(error) || error.status !== 400 || error.code !== errorCodes.badRequest) return [];
  return error.details.flatMap((detail) => {
    const path = serverPath(detail.path);
    return path
      ? [{ field: mapping.fieldOf(path), message: toWording(detail.message, mapping.fallbackMessage) }]
      : [];
  });
}

/** The errors react-hook-form holds, flattened to one issue per field name (`a.b` for nested names). */
export function flattenErrors(errors: FieldErrors, prefix = ''): FormIssue[] {
  const found: FormIssue[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const error = value as FormFieldError;
    if (typeof error.message === 'string' && typeof error.type === 'string') {
      found.push({
        field: name,
        message: error.message as WordingKey,
        ...(error.params ? { params: error.params } : {}),
      });
    } else found.push(...flattenErrors(value as FieldErrors, name));
  }
  return found;
}

/** One issue per field, in the order of `fields` (fields not listed come last). */
export function orderIssues(issues: readonly FormIssue[], fields: readonly string[] = []): FormIssue[] {
  const first = new Map<string, FormIssue>();
  for (const issue of issues) if (!first.has(issue.field)) first.set(issue.field, issue);
  const order = (field: string) => {
    const at = fields.indexOf(field);
    return at < 0 ? fields.length : at;
  };
  return [...first.values()].sort((a, b) => order(a.field) - order(b.field));
}

export interface FailureWording {
  /** The save could not reach the server. */
  offline: WordingKey;
  /** Anything else without a message of its own. */
  failed: WordingKey;
}

/** What to say when a save failed without field details; what was typed stays either way. */
export function failureKey(error: unknown, wording: FailureWording): WordingKey {
  if (isApiError(error) && error.status === 0) return wording.offline;
  if (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== errorCodes.badRequest &&
    isErrorCode(error.code)
  )
    return errorMessageKey(error);
  return wording.failed;
}
