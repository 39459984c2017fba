import type { WorkHistoryConfigData } from '@credence/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '#web/components/ui';
import { positionSchemaFor } from '../config';
import { AddressFields } from './address-fields';
import { CoverageFields } from './coverage-fields';
import { DatesFields } from './dates-fields';
import { EditorFrame } from './editor-frame';
import { PositionFields } from './position-fields';
import { POSITION_FIELDS, positionFieldOf, positionFormOf } from './position-form';
import type { EntryValues, PositionForm } from './position-form';
import { ReferenceFields } from './reference-fields';

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
 * requirement's config before it is sent, so every message is the server's. The professional-liability
 * coverage section shows when the requirement asks for a certificate of insurance. Fields the editor does not
 * show (a program id from enrolment) travel with the entry unchanged.
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
  // The title of a new position follows its type.
  const [type, setType] = useState(initial.type);
  const onValuesChange = useCallback((values: PositionForm) => setType(values.type), []);
  const title =
    mode === 'edit'
      ? t('professional-history.editor.edit')
      : mode === 'prefill'
        ? t('professional-history.editor.review')
        : t(`professional-history.editor.new-${type === 'training' ? 'training' : 'job'}`);

  return (
    <EditorFrame<PositionForm>
      title={title}
      initial={initial}
      schema={schema}
      fields={POSITION_FIELDS}
      toInput={(values) => ({ ...entry, ...values })}
      fieldOf={positionFieldOf}
      onSave={(parsed) => onSave({ ...entry, ...parsed, id: entry.id, type: String(parsed.type) })}
      onValuesChange={onValuesChange}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      {(form) => (
        <>
          <PositionFields form={form} strict={strict} />
          <AddressFields form={form} strict={strict} />
          <DatesFields
            form={form}
            control={MonthField}
            currentLabel="professional-history.field.isCurrent"
            required={strict}
          />
          <ReferenceFields form={form} />
          {config.certificate_of_insurance && (
            <CoverageFields form={form} noCoverageReason={config.no_coverage_reason} />
          )}
        </>
      )}
    </EditorFrame>
  );
}
