import { errorCodes, isWordingKey, ruleIssuesAt } from '@credence/shared';
import type { MessageParams, WordingKey } from '@credence/shared';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ErrorSummaryItem } from '../../../components/ui';
import { errorMessageKey, isApiError } from '../../../lib/api-client';

/** Where a problem without a field of its own is shown: the editor's heading (the summary links there). */
export const WHOLE_ENTRY = 'entry';

/** The id of a field's control in the editor: the error summary links to it. */
export const entryFieldId = (field: string) => (field === WHOLE_ENTRY ? 'ph-editor-title' : `ph-${field}`);

export interface EntryIssue {
  field: string;
  message: WordingKey;
  params?: MessageParams;
}

export interface EntryFormConfig<F> {
  initial: F;
  /** The fields in the order they appear, for the error summary. */
  fields: readonly string[];
  /** The shared schema the server checks the entry with (so its messages are the server's). */
  schema: z.ZodType;
  /** What the schema checks: the form, with anything it does not show (a stored entry's other fields). */
  toInput: (form: F) => Record<string, unknown>;
  /** The field showing a problem at a schema or server path; null for the entry as a whole. */
  fieldOf: (path: readonly (string | number)[]) => string | null;
  /** Sends the entry the schema parsed. Rejects with the API's error to keep the form open. */
  save: (entry: Record<string, unknown>) => Promise<void>;
}

const wording = (message: string): WordingKey => (isWordingKey(message) ? message : 'validation.required');

/** What to say when a save failed without field details; what was typed stays either way. */
export function saveFailureKey(error: unknown): WordingKey {
  if (isApiError(error) && error.status === 0) return 'professional-history.save.offline';
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== errorCodes.badRequest)
    return errorMessageKey(error);
  return 'professional-history.save.failed';
}

/**
 * An editor's form: its values, the shared schema's checks with each message beside its field and in the
 * error summary, and Save, which sends what the schema parsed. A 400's details land on their fields; any
 * other failure keeps what was typed and says so.
 */
export function useEntryForm<F extends object>(config: EntryFormConfig<F>) {
  const { t } = useTranslation();
  const [form, setForm] = useState<F>(config.initial);
  const [issues, setIssues] = useState<EntryIssue[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<WordingKey | null>(null);

  // One message per field, in the order of the form.
  const ordered = (found: EntryIssue[]) => {
    const first = new Map<string, EntryIssue>();
    for (const issue of found) if (!first.has(issue.field)) first.set(issue.field, issue);
    const order = (field: string) => {
      const at = config.fields.indexOf(field);
      return at < 0 ? -1 : at;
    };
    return [...first.values()].sort((a, b) => order(a.field) - order(b.field));
  };

  const issueOf = (path: readonly (string | number)[], message: string, params?: MessageParams) => ({
    field: config.fieldOf(path) ?? WHOLE_ENTRY,
    message: wording(message),
    ...(params ? { params } : {}),
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setAttempt((count) => count + 1);
    setFailure(null);
    const input = config.toInput(form);
    const parsed = config.schema.safeParse(input);
    if (!parsed.success) {
      const found = ruleIssuesAt(config.schema, input, []);
      setIssues(ordered(found.map((issue) => issueOf(issue.path ?? [], issue.message, issue.params))));
      return;
    }
    setIssues([]);
    setSaving(true);
    try {
      await config.save(parsed.data as Record<string, unknown>);
    } catch (error) {
      console.error(error);
      const details =
        isApiError(error) && error.status === 400 && error.code === errorCodes.badRequest
          ? error.details
          : [];
      const mapped = details.map((detail) => issueOf(detail.path.split('.'), detail.message));
      if (mapped.length > 0) setIssues(ordered(mapped));
      else setFailure(saveFailureKey(error));
    } finally {
      setSaving(false);
    }
  };

  const messageOf = (issue: EntryIssue | undefined) =>
    issue ? t(issue.message, issue.params ?? {}) : undefined;

  const summary: ErrorSummaryItem[] = issues.map((issue) => ({
    fieldId: entryFieldId(issue.field),
    message: messageOf(issue),
  }));

  return {
    form,
    /** Replaces some fields; the rest stay. */
    update: (changes: Partial<F>) => setForm((current) => ({ ...current, ...changes })),
    /** Applies a behaviour of the form (001 §4) to the current values. */
    apply: (change: (current: F) => F) => setForm(change),
    issues,
    errorOf: (field: string) => messageOf(issues.find((issue) => issue.field === field)),
    summary,
    /** Counts submits, so the error summary takes focus again on each failed one. */
    attempt,
    saving,
    failure: failure ? t(failure) : null,
    submit,
    /** Something differs from what the editor opened with. */
    dirty: JSON.stringify(form) !== JSON.stringify(config.initial),
  };
}

export type EntryForm<F extends object> = ReturnType<typeof useEntryForm<F>>;
