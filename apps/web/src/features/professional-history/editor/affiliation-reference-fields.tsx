import { REFERENCE_PROVIDER_TYPES } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { describedBy, errorId, Field, FieldError, hintId, PhoneField } from '../../../components/ui';
import { REFERENCE_GROUP, type AffiliationForm } from './affiliation-form';
import { TextField } from './text-field';
import { entryFieldId } from './use-entry-form';
import type { EntryForm } from './use-entry-form';

export interface AffiliationReferenceFieldsProps {
  form: EntryForm<AffiliationForm>;
  /** The requirement verifies affiliations through a reference: every field of it is required (000 §5). */
  required: boolean;
}

/** The physician (DO or MD) who can confirm the privileges: name, provider type, phone and email. */
export function AffiliationReferenceFields({ form, required }: AffiliationReferenceFieldsProps) {
  const { t } = useTranslation();
  const values = form.form;
  const text = (field: 'reference_first_name' | 'reference_last_name') => (
    <TextField
      id={entryFieldId(field)}
      label={t(`affiliations.field.${field}`)}
      required={required}
      value={values[field]}
      error={form.errorOf(field)}
      onChange={(value) => form.update({ [field]: value })}
    />
  );
  // 'A reference is required' is said once, above the fields: as a hint, or as the error once Save found
  // blank reference fields (the error summary links to this fieldset).
  const groupId = entryFieldId(REFERENCE_GROUP);
  const error = form.errorOf(REFERENCE_GROUP);
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
      {text('reference_first_name')}
      {text('reference_last_name')}
      <Field
        id={entryFieldId('reference_provider_type')}
        label={t('affiliations.field.reference_provider_type')}
        required={required}
        error={form.errorOf('reference_provider_type')}
      >
        {(control) => (
          <select
            {...control}
            className="input"
            value={values.reference_provider_type}
            onChange={(event) => form.update({ reference_provider_type: event.target.value })}
          >
            <option value="">{t('enroll.choose')}</option>
            {REFERENCE_PROVIDER_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </Field>
      <PhoneField
        id={entryFieldId('reference_phone_number')}
        label={t('professional-history.field.reference_phone_number')}
        required={required}
        autoComplete="off"
        value={values.reference_phone_number}
        error={form.errorOf('reference_phone_number')}
        onChange={(reference_phone_number) => form.update({ reference_phone_number })}
      />
      <TextField
        id={entryFieldId('reference_email')}
        label={t('professional-history.field.reference_email')}
        type="email"
        required={required}
        value={values.reference_email}
        error={form.errorOf('reference_email')}
        onChange={(reference_email) => form.update({ reference_email })}
      />
    </fieldset>
  );
}
