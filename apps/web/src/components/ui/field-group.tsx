import type { ReactNode } from 'react';
import { FieldError, RequiredMark } from './field-error';
import { describedBy, errorId, hintId } from './field-ids';
import './field.css';

export interface FieldGroupProps {
  /** Prefix of the hint and error ids; also the id of the fieldset, which an error summary links to. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Several controls answering one question (SSN boxes, code boxes): a fieldset whose legend is the label. */
export function FieldGroup({ id, legend, hint, error, required, className, children }: FieldGroupProps) {
  const hasError = Boolean(error);
  return (
    <fieldset
      id={id}
      className={['field', 'field-group', hasError && 'field--error', className].filter(Boolean).join(' ')}
      aria-describedby={describedBy(hint ? hintId(id) : null, hasError && errorId(id))}
    >
      <legend className="field__label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <div className="field__hint" id={hintId(id)}>
          {hint}
        </div>
      )}
      {hasError && <FieldError id={errorId(id)}>{error}</FieldError>}
      {children}
    </fieldset>
  );
}
