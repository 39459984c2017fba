import { REFERENCE_PROVIDER_TYPES } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { FormField, useFormFrame } from '#web/components/form';
import { describedBy, errorId, FieldError, hintId, PhoneField } from '#web/components/ui';
import { REFERENCE_GROUP } from './affiliation-form';
import { SelectField } from './select-field';
import { TextField } from './text-field';

export interface AffiliationReferenceFieldsProps {
  /** The requirement verifies affiliations through a reference: every field of it is required (000 §5). */
  required: boolean;
}

/** The physician (DO or MD) who can confirm the privileges: name, provider type, phone and email. */
export function AffiliationReferenceFields({ required }: AffiliationReferenceFieldsProps) {
  const { t } = useTranslation();
  const frame = useFormFrame();
  // 'A reference is required' is said once, above the fields: as a hint, or as the error once Save found
  // blank reference fields (the error summary links to this fieldset).
  const groupId = frame.fieldId(REFERENCE_GROUP);
  const error = frame.errorOf(REFERENCE_GROUP);
  return (
    <fieldset
      id={groupId}
      tabIndex={-1}
      className={['ph-fieldset', error && 'field--error'].filter(Boolean).join(' ')}
      aria-describedby={describedBy(hintId(groupId), error ? errorId(groupId) : null)}
    >
      <legend className="ph-fieldset__legend">
        <h4>{t('professional-history.reference.title')}</h4>
      </legend>
      <div className="field__hint" id={hintId(groupId)}>
        <p>{t('affiliations.reference.hint')}</p>
        {required && !error && <p>{t('affiliation.reference-required')}</p>}
      </div>
      {error && <FieldError id={errorId(groupId)}>{error}</FieldError>}
      <TextField
        name="reference_first_name"
        label={t('affiliations.field.reference_first_name')}
        required={required}
      />
      <TextField
        name="reference_last_name"
        label={t('affiliations.field.reference_last_name')}
        required={required}
      />
      <SelectField
        name="reference_provider_type"
        label={t('affiliations.field.reference_provider_type')}
        required={required}
        options={REFERENCE_PROVIDER_TYPES.map((type) => ({ value: type, label: type }))}
      />
      <FormField name="reference_phone_number">
        {(field) => (
          <PhoneField
            {...field}
            label={t('professional-history.field.reference_phone_number')}
            required={required}
            autoComplete="off"
          />
        )}
      </FormField>
      <TextField
        name="reference_email"
        label={t('professional-history.field.reference_email')}
        type="email"
        required={required}
      />
    </fieldset>
  );
}
