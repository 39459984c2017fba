import { makeWorkGapSchema } from '@credence/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../components/ui';
import { EditorFrame } from './editor-frame';
import type { EntryValues } from './position-form';
import { TextField } from './text-field';
import { entryFieldId, useEntryForm } from './use-entry-form';

const GAP_FIELDS = ['start_date', 'end_date', 'explanation'] as const;
type GapForm = Record<(typeof GAP_FIELDS)[number], string>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface GapEditorProps {
  mode: 'new' | 'edit';
  /** The stored explanation, or a new one with the gap's dates. */
  entry: EntryValues;
  onSave: (entry: EntryValues) => Promise<void>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Explains a gap in the work history (001 §3 work gap): its months, prefilled from the gap found, and the
 * explanation, which is required. Saved as an entry of type 'gap' (schemas/work-gap.ts).
 */
export function GapEditor({ mode, entry, onSave, onCancel, onDirtyChange }: GapEditorProps) {
  const { t } = useTranslation();
  const [initial] = useState<GapForm>(() => ({
    start_date: text(entry.start_date),
    end_date: text(entry.end_date),
    explanation: text(entry.explanation),
  }));
  const [schema] = useState(() => makeWorkGapSchema());
  const form = useEntryForm<GapForm>({
    initial,
    fields: GAP_FIELDS,
    schema,
    toInput: (values) => ({ ...entry, ...values, type: 'gap' }),
    fieldOf: (path) => {
      const field = String(path[0] ?? '');
      return (GAP_FIELDS as readonly string[]).includes(field) ? field : null;
    },
    save: (parsed) => onSave({ ...entry, ...parsed, id: entry.id, type: 'gap' }),
  });
  const { dirty } = form;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const values = form.form;

  return (
    <EditorFrame
      title={t(mode === 'edit' ? 'professional-history.gap.edit' : 'professional-history.gap.new')}
      form={form}
      onCancel={onCancel}
    >
      <MonthField
        id={entryFieldId('start_date')}
        label={t('professional-history.gap.start_date')}
        required
        value={values.start_date}
        error={form.errorOf('start_date')}
        onChange={(start_date) => form.update({ start_date })}
      />
      <MonthField
        id={entryFieldId('end_date')}
        label={t('professional-history.gap.end_date')}
        required
        value={values.end_date}
        error={form.errorOf('end_date')}
        onChange={(end_date) => form.update({ end_date })}
      />
      <TextField
        id={entryFieldId('explanation')}
        label={t('professional-history.gap.explanation')}
        hint={t('professional-history.gap.explanation-hint')}
        required
        multiline
        value={values.explanation}
        error={form.errorOf('explanation')}
        onChange={(explanation) => form.update({ explanation })}
      />
    </EditorFrame>
  );
}
