import type { ReactNode } from 'react';
import { Field } from '../../../components/ui';

export interface TextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  type?: 'text' | 'email';
  multiline?: boolean;
}

/** A labelled text box (or area) of an editor, with its hint and error (GOV.UK layout, from Field). */
export function TextField({
  value,
  onChange,
  disabled,
  autoComplete = 'off',
  type = 'text',
  multiline,
  ...field
}: TextFieldProps) {
  return (
    <Field {...field}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className="input ph-textarea"
            rows={4}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            className="input"
            type={type}
            autoComplete={autoComplete}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}
