import { z } from 'zod';
import type { Now } from '../fields/date-rules';
import {
  checkWith,
  stringField,
  type FieldOptions,
  type MessageParams,
  type RuleIssue,
} from '../fields/rule';
import { hasUnsafeCharacters, textCharactersMessage } from '../fields/text-characters';
import type { WordingKey } from '../wording/index';

// Building blocks shared by the form schemas. A form's fields never stop its own cross-field rules from
// running: a missing or null value reads as blank, and the field rules of fields/ report custom issues,
// which zod does not treat as fatal. So one submit reports every problem of the form at once, each at its
// field's path. Only a value of the wrong JSON type (a number where text belongs) is fatal: that is a
// broken client, and it is reported as 'request.invalid'.

export const formMessages = {
  required: 'validation.required',
  invalid: 'request.invalid',
  chooseOption: 'validation.choose-option',
  emailInvalid: 'validation.email-invalid',
} as const satisfies Record<string, WordingKey>;

export type IssuePath = readonly (string | number)[];

/**
 * The longest answer a form's text field takes: far above any real answer (a long explanation is a few
 * thousand characters), it keeps megabytes of text out of the database (the security suite sends 100 kB).
 */
export const TEXT_FIELD_MAX_LENGTH = 10_000;

/** Text that may be missing: null and undefined read as ''. Text PostgreSQL cannot store is refused. */
export const textField = z
  .string({ error: formMessages.invalid })
  .refine((value) => !hasUnsafeCharacters(value), { message: textCharactersMessage })
  .refine((value) => value.length <= TEXT_FIELD_MAX_LENGTH, {
    message: 'validation.too-long' satisfies WordingKey,
    params: { max: TEXT_FIELD_MAX_LENGTH },
  })
  .nullish()
  .transform((value) => value ?? '');

/** Text checked by `rule`, a field schema of fields/ (its output, e.g. a stored phone number, is kept). */
export const ruledText = <Out>(rule: z.ZodType<Out, string>) => textField.pipe(rule);

/**
 * Text for a form whose rules all run at form level (see work-history.ts): never fails on its own, and takes
 * `rule`'s output when `rule` passes, so a valid phone number is still stored as '+1' and its digits.
 */
export const normalizedText = (rule: z.ZodType<string, string>) =>
  textField.transform((value) => {
    const result = rule.safeParse(value);
    return result.success ? result.data : value;
  });

/** A checkbox: missing reads as unticked. */
export const flagField = z
  .boolean({ error: formMessages.invalid })
  .nullish()
  .transform((value) => value === true);

/** A yes/no choice not made yet reads as null, so a rule can ask for it. */
export const choiceFlagField = z
  .boolean({ error: formMessages.invalid })
  .nullish()
  .transform((value) => value ?? null);

const idValue = z.union([z.string({ error: formMessages.invalid }).min(1), z.number()], {
  error: formMessages.invalid,
});

/** Ids are given by the server, so a new record has none. */
export const idField = idValue.nullish();

/** A record linked to one position or to several (malpractice policies, no-coverage explanations). */
export const idOrIdsField = z.union([idValue, z.array(idValue)], { error: formMessages.invalid }).nullish();

export type RecordId = z.infer<typeof idValue>;

/** The ids `value` names, in order: none, one or many. */
export const idsOf = (value: RecordId | readonly RecordId[] | null | undefined): RecordId[] =>
  value === null || value === undefined ? [] : typeof value === 'object' ? [...value] : [value];

/**
 * An uploaded document as the upload call answered it (id, name, created date). Loose, so whatever else the
 * server said about the document is kept; null when there is none.
 */
export const documentField = z
  .looseObject(
    { id: idValue, name: z.string({ error: formMessages.invalid }).optional() },
    { error: formMessages.invalid },
  )
  .nullish()
  .transform((value) => value ?? null);

export type DocumentRef = NonNullable<z.infer<typeof documentField>>;

type TextInput = string | null | undefined;

/** One of `values`; blank is 'validation.required' unless `required` is false. */
export function choiceField<const T extends readonly string[]>(values: T): z.ZodType<T[number], TextInput>;
export function choiceField<const T extends readonly string[]>(
  values: T,
  options: { required: false },
): z.ZodType<T[number] | '', TextInput>;
export function choiceField(values: readonly string[], options: FieldOptions = {}) {
  return ruledText(
    stringField(
      checkWith((value) => values.includes(value), formMessages.chooseOption),
      options,
    ),
  );
}

/** Zod's own email pattern; kept trimmed so a pasted trailing space is not stored. */
export const isValidEmail = (value: string): boolean => z.regexes.email.test(value.trim());

export const makeEmailSchema = (options: FieldOptions = {}) =>
  stringField(checkWith(isValidEmail, formMessages.emailInvalid), options).transform((value) => value.trim());

/** An attestation answer: 'Yes', 'No' or blank. true and false are read as 'Yes' and 'No'. */
export const answerField = z
  .union([z.string(), z.boolean()], { error: formMessages.invalid })
  .nullish()
  .transform((value) => (value === true ? 'Yes' : value === false ? 'No' : (value ?? '')));

/** 'Yes' in any case or spacing. */
export const isYesAnswer = (answer: string): boolean => answer.trim().toLowerCase() === 'yes';

/** The moment a rule runs at: fixed in tests, read from the clock otherwise (schemas outlive a day). */
export const resolveNow = (now: Now | undefined): Date =>
  now === undefined ? new Date() : typeof now === 'function' ? now() : now;

/**
 * The issues `rule` (a field or object schema) reports for `value`, moved under `path`. This is how a form
 * applies a field rule only when another field says so, without a second copy of the rule.
 */
export function ruleIssuesAt(rule: z.ZodType, value: unknown, path: IssuePath): RuleIssue[] {
  const result = rule.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const params = 'params' in issue ? (issue.params as MessageParams | undefined) : undefined;
    return {
      // Every rule of fields/ reports a wording key; schemas/messages.test.ts holds this to the catalogue.
      message: issue.message as WordingKey,
      ...(params ? { params } : {}),
      path: [...path, ...issue.path.filter((key) => typeof key !== 'symbol')],
    };
  });
}

/** True when `rule` accepts `value`: a cross-field rule only compares values that are valid themselves. */
export const passesRule = (rule: z.ZodType, value: unknown): boolean => rule.safeParse(value).success;

/** One issue of a form-level rule, at the field it concerns. */
export const issueAt = (message: WordingKey, path: IssuePath, params?: MessageParams): RuleIssue => ({
  message,
  path,
  ...(params ? { params } : {}),
});
