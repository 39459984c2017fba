import { formatPhoneDisplay, isValidPhone, toStoredPhone } from '@credence/shared';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field';
import { Tooltip } from './tooltip';
import './phone-field.css';

export interface PhoneFieldProps {
  id: string;
  label: ReactNode;
  /** The stored form: '+1' and the digits, or ''. */
  value: string;
  onChange: (stored: string) => void;
  onBlur?: () => void;
  name?: string;
  hint?: ReactNode;
  required?: boolean;
  /** A message from the form; without one the field checks itself when it loses focus. */
  error?: ReactNode;
  autoComplete?: string;
}

/** United States numbers only: '+1' is shown before the box, which shows '(555) 123-4567'. */
export function PhoneField({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  hint,
  required,
  error,
  autoComplete = 'tel-national',
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  // Blank passes unless required, and then the one spec message covers both cases (001 §5).
  const ownError = touched && (value === '' ? required : !isValidPhone(value));
  const shownError = error ?? (ownError ? t('validation.phone-invalid') : undefined);

  return (
    <Field id={id} label={label} hint={hint} error={shownError} required={required} className="phone-field">
      {(control) => (
        <div className="phone-field__row">
          <span className="phone-field__prefix" aria-hidden="true">
            {t('phone.country-code')}
          </span>
          <Tooltip content={t('phone.us-only')} placement="bottom-start">
            <input
              {...control}
              className="input phone-field__input"
              type="tel"
              inputMode="tel"
              name={name}
              autoComplete={autoComplete}
              // formatPhoneDisplay caps the text at PHONE.displayMaxLength (14); a maxLength attribute would
              // instead cut a pasted '+1 (555) 123-4567' before its last digit.
              value={formatPhoneDisplay(value)}
              onChange={(event) => onChange(toStoredPhone(event.target.value))}
              onBlur={() => {
                setTouched(true);
                onBlur?.();
              }}
            />
          </Tooltip>
        </div>
      )}
    </Field>
  );
}
