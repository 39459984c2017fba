import { onDontKnowReference, onReferenceFullNameChange } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { CheckboxField, PhoneField } from '../../../components/ui';
import type { PositionSectionProps } from './position-fields';
import { TextField } from './text-field';
import { entryFieldId } from './use-entry-form';

/**
 * Who can confirm the position: the full name (stored as first and last, split at the first space), a phone
 * or an email. 'I don't know this verification information' clears them and needs neither (001 §4, §5);
 * typing a reference again unticks it.
 */
export function ReferenceFields({ form }: Pick<PositionSectionProps, 'form'>) {
  const { t } = useTranslation();
  const values = form.form;
  const unknown = values.reference_info;
  const known = { reference_info: false };
  return (
    <fieldset className="ph-fieldset" aria-describedby="ph-reference-hint">
      <legend className="ph-fieldset__legend">
        <h4>{t('professional-history.reference.title')}</h4>
      </legend>
      <p className="field__hint" id="ph-reference-hint">
        {t('professional-history.reference.hint')}
      </p>
      <TextField
        id={entryFieldId('reference_full_name')}
        label={t('professional-history.field.reference_full_name')}
        autoComplete="off"
        value={values.reference_full_name}
        error={form.errorOf('reference_full_name')}
        onChange={(name) =>
          form.apply((current) => ({ ...onReferenceFullNameChange(current, name), ...known }))
        }
      />
      <PhoneField
        id={entryFieldId('reference_phone_number')}
        label={t('professional-history.field.reference_phone_number')}
        autoComplete="off"
        value={values.reference_phone_number}
        error={form.errorOf('reference_phone_number')}
        onChange={(reference_phone_number) => form.update({ reference_phone_number, ...known })}
      />
      <TextField
        id={entryFieldId('reference_email')}
        label={t('professional-history.field.reference_email')}
        type="email"
        value={values.reference_email}
        error={form.errorOf('reference_email')}
        onChange={(reference_email) => form.update({ reference_email, ...known })}
      />
      <CheckboxField
        id={entryFieldId('reference_info')}
        label={t('work.reference-unknown')}
        checked={unknown}
        error={form.errorOf('reference_info')}
        onChange={(dontKnow) => form.apply((current) => onDontKnowReference(current, dontKnow))}
      />
    </fieldset>
  );
}
