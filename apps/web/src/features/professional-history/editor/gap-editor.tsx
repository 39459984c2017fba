import { makeWorkGapSchema } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/form';
import { MonthField } from '#web/components/ui';
import { EditorFrame } from './editor-frame';
import type { EntryValues } from './position-form';
import { TextField } from './text-field';

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
  const month = (field: 'start_date' | 'end_date') => (
    <FormField name={field}>
      {(bound) => <MonthField {...bound} label={t(`professional-history.gap.${field}`)} required />}
    </FormField>
  );

  return (
    <EditorFrame<GapForm>
      title={t(mode === 'edit' ? 'professional-history.gap.edit' : 'professional-history.gap.new')}
      initial={initial}
      schema={schema}
      fields={GAP_FIELDS}
      toInput={(values) => ({ ...entry, ...values, type: 'gap' })}
      fieldOf={(path) => {
        const field = String(path[0] ?? '');
        return (GAP_FIELDS as readonly string[]).includes(field) ? field : null;
      }}
      onSave={(parsed) => onSave({ ...entry, ...parsed, id: entry.id, type: 'gap' })}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      {() => (
        <>
          {month('start_date')}
          {month('end_date')}
          <TextField
            name="explanation"
            label={t('professional-history.gap.explanation')}
            hint={t('professional-history.gap.explanation-hint')}
            required
            multiline
          />
        </>
      )}
    </EditorFrame>
  );
}
