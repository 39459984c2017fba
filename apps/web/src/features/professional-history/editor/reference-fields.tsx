import { onDontKnowReference, onReferenceFullNameChange } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/form';
import { CheckboxField, PhoneField } from '#web/components/ui';
import { applyChange } from './editor-frame';
import type { PositionSectionProps } from './position-fields';
import type { PositionForm } from './position-form';
import { TextField } from './text-field';

/**
 * Who can confirm the position: the full name (stored as first and last, split at the first space), a phone
 * or an email. 'I don't know this verification information' clears them and needs neither (001 §4, §5);
 * typing a reference again unticks it.
 */
export function ReferenceFields({ form }: Pick<PositionSectionProps, 'form'>) {
  const { t } = useTranslation();
  const known = (change: Partial<PositionForm>) =>
    applyChange(form, (current) => ({ ...current, ...change, reference_info: false }));
  return (
    <fieldset className="ph-fieldset" aria-describedby="ph-reference-hint">
      <legend className="ph-fieldset__legend">
        <h4>{t('professional-history.reference.title')}</h4>
      </legend>
      <p className="field__hint" id="ph-reference-hint">
        {t('professional-history.reference.hint')}
      </p>
      <TextField
        name="reference_full_name"
        label={t('professional-history.field.reference_full_name')}
        onChange={(name) =>
          applyChange(form, (current) => ({
            ...onReferenceFullNameChange(current, name),
            reference_info: false,
          }))
        }
      />
      <FormField name="reference_phone_number">
        {(field) => (
          <PhoneField
            {...field}
            label={t('professional-history.field.reference_phone_number')}
            autoComplete="off"
            onChange={(reference_phone_number) => known({ reference_phone_number })}
          />
        )}
      </FormField>
      <TextField
        name="reference_email"
        label={t('professional-history.field.reference_email')}
        type="email"
        onChange={(reference_email) => known({ reference_email })}
      />
      <FormField name="reference_info">
        {(field) => (
          <CheckboxField
            id={field.id}
            label={t('work.reference-unknown')}
            checked={field.value === true}
            error={field.error}
            onChange={(dontKnow) => applyChange(form, (current) => onDontKnowReference(current, dontKnow))}
          />
        )}
      </FormField>
    </fieldset>
  );
}
