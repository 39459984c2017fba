import { z } from 'zod';
import type { WordingKey } from '../wording/index';
import { hasUnsafeCharacters, textCharactersMessage } from './text-characters';

// Every rule reports wording keys, never English, so the web and the server show the same sentence from
// the one catalogue (wording/en.json). Values a sentence needs travel in `params`.

export type MessageParams = Readonly<Record<string, string | number>>;

export interface RuleIssue {
  readonly message: WordingKey;
  readonly params?: MessageParams;
  readonly path?: readonly (string | number)[];
}

export const requiredMessages = {
  required: 'validation.required',
} as const satisfies Record<string, WordingKey>;

export interface FieldOptions {
  /** Blank is a 'validation.required' error when true, and passes every other rule when false. */
  readonly required?: boolean;
}

export const isBlank = (value: string): boolean => value.trim() === '';

export function addIssues(ctx: z.RefinementCtx, issues: readonly RuleIssue[]): void {
  for (const { message, params, path } of issues) {
    ctx.addIssue({
      code: 'custom',
      message,
      ...(params ? { params: { ...params } } : {}),
      ...(path ? { path: [...path] } : {}),
    });
  }
}

/**
 * A string field checked by one rule. `check` sees only non-blank values and returns the first problem,
 * if any. A missing value (undefined) counts as blank-and-required.
 */
export function stringField(
  check: (value: string) => RuleIssue | undefined,
  { required = true }: FieldOptions = {},
) {
  return z.string({ error: requiredMessages.required }).superRefine((value, ctx) => {
    if (hasUnsafeCharacters(value)) {
      addIssues(ctx, [{ message: textCharactersMessage }]);
      return;
    }
    if (isBlank(value)) {
      // Stryker disable next-line ObjectLiteral: z.string's own error names the same key for a bare issue
      if (required) addIssues(ctx, [{ message: requiredMessages.required }]);
      return;
    }
    const issue = check(value);
    if (issue) addIssues(ctx, [issue]);
  });
}

/** A string that must not be blank ('This Field is Required'). */
export const requiredString = stringField(() => undefined);

/** Turns a yes/no test into a `check` for `stringField`. */
export const checkWith =
  (test: (value: string) => boolean, message: WordingKey, params?: MessageParams) =>
  (value: string): RuleIssue | undefined =>
    test(value) ? undefined : { message, ...(params ? { params } : {}) };
