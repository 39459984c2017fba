import { onCurrentChange } from '@credence/shared';
import type { WorkHistoryConfigData } from '@credence/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, MonthField } from '../../../components/ui';
import { positionSchemaFor } from '../config';
import { AddressFields } from './address-fields';
import { EditorFrame } from './editor-frame';
import { PositionFields } from './position-fields';
import { POSITION_FIELDS, positionFieldOf, positionFormOf } from './position-form';
import type { EntryValues, PositionForm } from './position-form';
import { ReferenceFields } from './reference-fields';
import { entryFieldId, useEntryForm } from './use-entry-form';

export type PositionEditorMode = 'new' | 'edit' | 'prefill';

export interface PositionEditorProps {
  mode: PositionEditorMode;
  /** The stored entry, the resume's position, or a new one's id and type. */
  entry: EntryValues;
  config: WorkHistoryConfigData;
  /** Sends the entry; rejects with the API's error to keep the editor open. */
  onSave: (entry: EntryValues) => Promise<void>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * A job, training or military position (001 §3, §4, §5): checked with the shared position schema under the
 * requirement's config before it is sent, so every message is the server's. Fields the editor does not show
 * (coverage, a program id from enrolment) travel with the entry unchanged.
 */
export function PositionEditor({
  mode,
  entry,
  config,
  onSave,
  onCancel,
  onDirtyChange,
}: PositionEditorProps) {
  const { t } = useTranslation();
  const [initial] = useState(() => positionFormOf(entry));
  const [schema] = useState(() => positionSchemaFor(config));
  const strict = !config.optional_work_history;
  const form = useEntryForm<PositionForm>({
    initial,
    fields: POSITION_FIELDS,
    schema,
    toInput: (values) => ({ ...entry, ...values }),
    fieldOf: positionFieldOf,
    save: (parsed) => onSave({ ...entry, ...parsed, id: entry.id, type: String(parsed.type) }),
  });
  const { dirty } = form;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const values = form.form;
  const title =
    mode === 'edit'
      ? t('professional-history.editor.edit')
      : mode === 'prefill'
        ? t('professional-history.editor.review')
        : t(`professional-history.editor.new-${values.type === 'training' ? 'training' : 'job'}`);

  return (
    <EditorFrame title={title} form={form} onCancel={onCancel}>
      <PositionFields form={form} strict={strict} />
      <AddressFields form={form} strict={strict} />
      <fieldset className="ph-fieldset">
        <legend className="ph-fieldset__legend">
          <h4>{t('professional-history.dates.title')}</h4>
        </legend>
        <MonthField
          id={entryFieldId('start_date')}
          label={t('work-entry.start-date')}
          required={strict}
          value={values.start_date}
          error={form.errorOf('start_date')}
          onChange={(start_date) => form.update({ start_date })}
        />
        <CheckboxField
          id={entryFieldId('isCurrent')}
          label={t('professional-history.field.isCurrent')}
          checked={values.isCurrent}
          error={form.errorOf('isCurrent')}
          onChange={(isCurrent) => form.apply((current) => onCurrentChange(current, isCurrent))}
        />
        {/* A current position has no end: ticking the box clears the end date and disables it (001 §4). */}
        <MonthField
          id={entryFieldId('end_date')}
          label={t('professional-history.field.end_date')}
          required={strict && !values.isCurrent}
          disabled={values.isCurrent}
          value={values.end_date}
          error={values.isCurrent ? undefined : form.errorOf('end_date')}
          onChange={(end_date) => form.update({ end_date })}
        />
      </fieldset>
      <ReferenceFields form={form} />
    </EditorFrame>
  );
}
