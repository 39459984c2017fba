import { makeAffiliationPositionSchema } from '@credence/shared';
import type { AffiliationConfigData } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/form';
import { DateField, FieldGroup } from '#web/components/ui';
import { AddressFields } from './address-fields';
import {
  AFFILIATION_SUMMARY_ORDER,
  affiliationFieldOf,
  affiliationFormOf,
  affiliationInputOf,
} from './affiliation-form';
import type { AffiliationForm, AffiliationValues } from './affiliation-form';
import { AffiliationReferenceFields } from './affiliation-reference-fields';
import { DatesFields } from './dates-fields';
import { EditorFrame } from './editor-frame';
import { HospitalField } from './hospital-field';
import { TextField } from './text-field';

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
  return (
    <EditorFrame<AffiliationForm>
      title={t(mode === 'edit' ? 'affiliations.editor.edit' : 'affiliations.editor.new')}
      initial={initial}
      schema={schema}
      fields={AFFILIATION_SUMMARY_ORDER}
      toInput={(values) => affiliationInputOf(entry, values)}
      fieldOf={affiliationFieldOf}
      onSave={(parsed) => onSave({ ...entry, ...parsed, id: entry.id })}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      {(form) => (
        <>
          <HospitalField form={form} />
          <AddressFields form={form} strict withPhone={false} />
          <DatesFields form={form} control={DateField} currentLabel="affiliations.field.isCurrent" required />
          <TextField
            name="privilege_status"
            label={t('affiliations.field.privilege_status')}
            hint={t('affiliations.field.privilege_status-hint')}
          />
          <TextField name="department" label={t('professional-history.field.department')} />
          <FormField name="in_good_standing">
            {(field) => (
              <FieldGroup
                id={field.id}
                legend={t('affiliations.field.in_good_standing')}
                error={field.error}
                className="ph-choices"
              >
                {(['yes', 'no'] as const).map((answer) => (
                  <div className="ph-choice" key={answer}>
                    <input
                      id={`${field.id}-${answer}`}
                      type="radio"
                      name="in_good_standing"
                      checked={field.value === answer}
                      onChange={() => field.onChange(answer)}
                    />
                    <label htmlFor={`${field.id}-${answer}`}>{t(`affiliations.answer.${answer}`)}</label>
                  </div>
                ))}
              </FieldGroup>
            )}
          </FormField>
          <AffiliationReferenceFields required={config.reference_required} />
        </>
      )}
    </EditorFrame>
  );
}
