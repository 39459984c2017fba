import {
  errorCodes,
  isWordingKey,
  nextUnconfirmedSteps,
  profileValueSchemas,
  ruleIssuesAt,
  UNCONFIRMED_STEPS_KEY,
} from '@credence/shared';
import type { MessageParams, ProfileValues, WizardKey, WordingKey } from '@credence/shared';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorSummaryItem } from '../../../components/ui';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import type { ProfileData } from '../api/self-attested';
import type { EnrollmentStepProps } from '../steps/types';
import { useStepDraft } from './drafts';

/** A problem with one field of a step's form, as a wording key (and its placeholders). */
export interface FieldIssue {
  field: string;
  message: WordingKey;
  params?: MessageParams;
}

export type IssuePath = readonly (string | number)[];

export interface StepFormConfig<F extends object> {
  props: Pick<EnrollmentStepProps, 'stepId' | 'values' | 'save' | 'onSaved'>;
  /** The form's fields from the saved values; used when nothing was typed on this screen yet. */
  initial: (values: ProfileValues) => F;
  /** The fields in the order they appear, for the error summary. */
  fields: readonly (keyof F & string)[];
  /** The profile keys this screen saves, from the form (each is checked with its shared schema). */
  toData: (form: F) => ProfileData;
  /** The field that shows a problem found at `key` (and `path` inside its value), by the schemas or the server. */
  fieldOf: (key: string, path: IssuePath) => keyof F & string;
  /** Checks of the form itself, before the shared schemas (a choice not made yet). */
  check?: (form: F) => FieldIssue[];
  /** Shown when a schema's message is not a wording key (e.g. an unknown country code). */
  fallbackMessage?: WordingKey;
}

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

/**
 * A wizard screen's form: its values (kept as a draft across Back), the shared schemas' checks with the
 * messages next to each field and in the error summary, and Next, which saves with POST /api/self_attested
 * (nothing is sent when the answers are already saved) and moves on. A 400's field details land on their
 * fields; any other failure keeps what was typed and says so.
 */
export function useStepForm<F extends object>(config: StepFormConfig<F>) {
  const { t } = useTranslation();
  const { stepId, values, save, onSaved } = config.props;
  const [form, setForm, forget] = useStepDraft<F>(stepId, () => config.initial(values));
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<WordingKey | null>(null);

  const byField = (found: FieldIssue[]) => {
    const first = new Map<string, FieldIssue>();
    for (const issue of found) if (!first.has(issue.field)) first.set(issue.field, issue);
    const order = (field: string) => {
      const at = config.fields.indexOf(field as keyof F & string);
      return at < 0 ? config.fields.length : at;
    };
    return [...first.values()].sort((a, b) => order(a.field) - order(b.field));
  };

  const wording = (message: string): WordingKey =>
    isWordingKey(message) ? message : (config.fallbackMessage ?? 'validation.required');

  const validate = (current: F) => {
    const own = config.check?.(current) ?? [];
    const { issues: found, parsed } = checkProfileData(config.toData(current));
    const fromSchemas = found.map(({ key, path, message, params }) => ({
      field: config.fieldOf(key, path),
      message: wording(message),
      ...(params ? { params } : {}),
    }));
    return { issues: byField([...own, ...fromSchemas]), parsed };
  };

  const serverIssues = (error: unknown, data: ProfileData): FieldIssue[] => {
    if (!isApiError(error) || error.status !== 400 || error.code !== errorCodes.badRequest) return [];
    const keys = Object.keys(data);
    return byField(
      error.details.flatMap((detail) => {
        const at = splitDetailPath(detail.path, keys);
        return at ? [{ field: config.fieldOf(at.key, at.path), message: wording(detail.message) }] : [];
      }),
    );
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setAttempt((count) => count + 1);
    setFailure(null);
    const result = validate(form);
    setIssues(result.issues);
    if (result.issues.length > 0) return;
    // Next on a step another source filled in is the clinician's confirmation; the server keeps it.
    const confirmed = nextUnconfirmedSteps(values, { confirmed: stepId });
    if (confirmed && !(UNCONFIRMED_STEPS_KEY in result.parsed))
      result.parsed[UNCONFIRMED_STEPS_KEY] = confirmed;
    const unchanged = Object.entries(result.parsed).every(([key, value]) => sameValue(value, values[key]));
    if (unchanged) {
      forget();
      onSaved();
      return;
    }
    setSaving(true);
    try {
      await save(result.parsed);
      forget();
      onSaved();
    } catch (error) {
      console.error(error);
      const mapped = serverIssues(error, result.parsed);
      if (mapped.length > 0) setIssues(mapped);
      else setFailure(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const messageOf = (issue: FieldIssue | undefined) =>
    issue ? t(issue.message, issue.params ?? {}) : undefined;

  const summary: ErrorSummaryItem[] = issues.map((issue) => ({
    fieldId: fieldId(issue.field),
    message: messageOf(issue),
  }));

  return {
    form,
    /** Replaces some fields; the rest stay. */
    update: (changes: Partial<F>) => setForm({ ...form, ...changes }),
    setForm,
    issues,
    errorOf: (field: keyof F & string) => messageOf(issues.find((issue) => issue.field === field)),
    summary,
    /** Counts submits, so the error summary takes focus again on each failed one. */
    attempt,
    saving,
    failure: failure ? t(failure) : null,
    submit,
    /** Shows issues found outside the form's own checks (e.g. a code step's own calls). */
    showIssues: (found: FieldIssue[]) => {
      setAttempt((count) => count + 1);
      setIssues(byField(found));
    },
    forget,
  };
}

export type StepForm = ReturnType<typeof useStepForm>;

/** What to say when a save failed without field details: the typed answers are kept either way. */
export function failureMessage(error: unknown): WordingKey {
  if (isApiError(error) && error.status === 0) return 'enroll.save.offline';
  const fieldless = isApiError(error) && error.code === errorCodes.badRequest;
  if (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    !fieldless &&
    isWordingKey(error.code)
  ) {
    return errorMessageKey(error);
  }
  return 'enroll.save.failed';
}
