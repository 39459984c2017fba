import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, VisuallyHidden, describedBy, errorId, hintId } from '../../../../components/ui';

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
    <div className={['field', 'enroll-check', error ? 'field--error' : ''].filter(Boolean).join(' ')}>
      {error && (
        <p className="field__error" id={errorId(id)}>
          <Icon name="alert" />
          <VisuallyHidden>{t('field.error-prefix')}</VisuallyHidden> {error}
        </p>
      )}
      <div className="enroll-choice">
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
        <p className="field__hint enroll-check__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
    </div>
  );
}
