import { makeAffiliationPositionSchema, onCurrentChange } from '@credence/shared';
import type { AffiliationConfigData } from '@credence/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, DateField, FieldGroup } from '../../../components/ui';
import { AddressFields } from './address-fields';
import {
  AFFILIATION_SUMMARY_ORDER,
  affiliationFieldOf,
  affiliationFormOf,
  affiliationInputOf,
} from './affiliation-form';
import type { AffiliationForm, AffiliationValues } from './affiliation-form';
import { AffiliationReferenceFields } from './affiliation-reference-fields';
import { EditorFrame } from './editor-frame';
import { TextField } from './text-field';
import { entryFieldId, useEntryForm } from './use-entry-form';

export interface AffiliationEditorProps {
  mode: 'new' | 'edit';
  /** The stored affiliation, or a new one's id. */
  entry: AffiliationValues;
  config: AffiliationConfigData;
  /** Sends the affiliation; rejects with the API's error to keep the editor open. */
  onSave: (entry: AffiliationValues) => Promise<void>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * A hospital affiliation position (000 §3, §5): checked with the shared schema under the requirement's
 * reference rule before it is sent, so every message is the server's. Dates are YYYY-MM-DD.
 */
export function AffiliationEditor({
  mode,
  entry,
  config,
  onSave,
  onCancel,
  onDirtyChange,
}: AffiliationEditorProps) {
  const { t } = useTranslation();
  const [initial] = useState(() => affiliationFormOf(entry));
  const [schema] = useState(() =>
    makeAffiliationPositionSchema({ referenceRequired: config.reference_required }),
  );
  const form = useEntryForm<AffiliationForm>({
    initial,
    fields: AFFILIATION_SUMMARY_ORDER,
    schema,
    toInput: (values) => affiliationInputOf(entry, values),
    fieldOf: affiliationFieldOf,
    save: (parsed) => onSave({ ...entry, ...parsed, id: entry.id }),
  });
  const { dirty } = form;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const values = form.form;
  const standingId = entryFieldId('in_good_standing');
  return (
    <EditorFrame
      title={t(mode === 'edit' ? 'affiliations.editor.edit' : 'affiliations.editor.new')}
      form={form}
      onCancel={onCancel}
    >
      <TextField
        id={entryFieldId('institution')}
        label={t('affiliations.field.institution')}
        required
        autoComplete="organization"
        value={values.institution}
        error={form.errorOf('institution')}
        onChange={(institution) => form.update({ institution })}
      />
      <AddressFields form={form} strict withPhone={false} />
      <fieldset className="ph-fieldset">
        <legend className="ph-fieldset__legend">
          <h4>{t('professional-history.dates.title')}</h4>
        </legend>
        <DateField
          id={entryFieldId('start_date')}
          label={t('work-entry.start-date')}
          required
          value={values.start_date}
          error={form.errorOf('start_date')}
          onChange={(start_date) => form.update({ start_date })}
        />
        <CheckboxField
          id={entryFieldId('isCurrent')}
          label={t('affiliations.field.isCurrent')}
          checked={values.isCurrent}
          error={form.errorOf('isCurrent')}
          onChange={(isCurrent) => form.apply((current) => onCurrentChange(current, isCurrent))}
        />
        {/* Privileges held now have no end: ticking the box clears the end date and disables it. */}
        <DateField
          id={entryFieldId('end_date')}
          label={t('professional-history.field.end_date')}
          required={!values.isCurrent}
          disabled={values.isCurrent}
          value={values.end_date}
          error={values.isCurrent ? undefined : form.errorOf('end_date')}
          onChange={(end_date) => form.update({ end_date })}
        />
      </fieldset>
      <TextField
        id={entryFieldId('privilege_status')}
        label={t('affiliations.field.privilege_status')}
        hint={t('affiliations.field.privilege_status-hint')}
        value={values.privilege_status}
        error={form.errorOf('privilege_status')}
        onChange={(privilege_status) => form.update({ privilege_status })}
      />
      <TextField
        id={entryFieldId('department')}
        label={t('professional-history.field.department')}
        value={values.department}
        error={form.errorOf('department')}
        onChange={(department) => form.update({ department })}
      />
      <FieldGroup
        id={standingId}
        legend={t('affiliations.field.in_good_standing')}
        error={form.errorOf('in_good_standing')}
        className="ph-choices"
      >
        {(['yes', 'no'] as const).map((answer) => (
          <div className="ph-choice" key={answer}>
            <input
              id={`${standingId}-${answer}`}
              type="radio"
              name="in_good_standing"
              checked={values.in_good_standing === answer}
              onChange={() => form.update({ in_good_standing: answer })}
            />
            <label htmlFor={`${standingId}-${answer}`}>{t(`affiliations.answer.${answer}`)}</label>
          </div>
        ))}
      </FieldGroup>
      <AffiliationReferenceFields form={form} required={config.reference_required} />
    </EditorFrame>
  );
}
