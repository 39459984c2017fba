import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, errorId, hintId } from './field-ids';
import { Icon } from './icon';
import { VisuallyHidden } from './visually-hidden';
import './checkbox-field.css';

export interface CheckboxFieldProps {
  /** The box's id; the error summary links here. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  error?: ReactNode;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** One checkbox answering a question on its own ('I do not hold one'), with its error above it (GOV.UK). */
export function CheckboxField({ id, label, hint, checked, error, disabled, onChange }: CheckboxFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={['field', 'checkbox-field', error ? 'field--error' : ''].filter(Boolean).join(' ')}>
      {error && (
        <p className="field__error" id={errorId(id)}>
          <Icon name="alert" />
          <VisuallyHidden>{t('field.error-prefix')}</VisuallyHidden> {error}
        </p>
      )}
      <div className="checkbox-field__choice">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={describedBy(hint ? hintId(id) : null, error ? errorId(id) : null)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <p className="field__hint checkbox-field__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
    </div>
  );
}
