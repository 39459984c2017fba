import type { ReactNode } from 'react';
import { FieldError, RequiredMark } from './field-error';
import { describedBy, errorId, hintId } from './field-ids';
import './field.css';

/** What `Field` hands its control so label, hint, error and required state reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  /** The control's id; the hint and error ids derive from it (see field-ids.ts). */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message to show; any truthy value marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Ids of further descriptions (a tooltip, a rule list) to add to aria-describedby. */
  describedBy?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** GOV.UK field layout: label above, hint under the label, then the error, then the control. */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  describedBy: extra,
  className,
  children,
}: FieldProps) {
  const hasError = Boolean(error);
  const control: FieldControlProps = {
    id,
    'aria-describedby': describedBy(hint ? hintId(id) : null, hasError && errorId(id), extra),
    ...(hasError ? { 'aria-invalid': true } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };
  return (
    <div className={['field', hasError && 'field--error', className].filter(Boolean).join(' ')}>
      {/* The asterisk sits outside the label so the control's name stays exactly the label text. */}
      <div className="field__label">
        <label htmlFor={id}>{label}</label>
        {required && <RequiredMark />}
      </div>
      {hint && (
        <div className="field__hint" id={hintId(id)}>
          {hint}
        </div>
      )}
      {hasError && <FieldError id={errorId(id)}>{error}</FieldError>}
      {children(control)}
    </div>
  );
}
