import type { ReactNode } from 'react';
import { Field } from './field';
import './masked-field.css';

export interface MaskedFieldProps {
  id: string;
  label: ReactNode;
  /** The masked text, e.g. '2024-03-27'. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Replaces the default hint that shows the format. */
  hint?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  autoComplete?: string;
  /** Greyed out and not editable (e.g. the end date of a current position). */
  disabled?: boolean;
}

interface MaskedFieldBaseProps extends MaskedFieldProps {
  mask: (value: string) => string;
  className: string;
}

/**
 * A digits-only box that lays what is typed or pasted into a mask from @credence/shared. The mask also caps
 * the length, so there is no maxLength to cut a pasted value short.
 */
export function MaskedField({
  mask,
  className,
  value,
  onChange,
  onBlur,
  name,
  autoComplete,
  disabled,
  ...field
}: MaskedFieldBaseProps) {
  return (
    <Field {...field} className={className}>
      {(control) => (
        <input
          {...control}
          className="input masked-field__input"
          type="text"
          inputMode="numeric"
          name={name}
          autoComplete={autoComplete ?? 'off'}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(mask(event.target.value))}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
