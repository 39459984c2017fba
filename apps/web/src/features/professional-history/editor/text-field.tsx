import type { ReactNode } from 'react';
import { useFormField } from '#web/components/form';
import { Field } from '#web/components/ui';

export interface TextFieldProps {
  /** The field of the editor's form it shows and changes. */
  name: string;
  label: ReactNode;
  /** Called instead of setting the field (a behaviour of the form that changes more than this field). */
  onChange?: (value: string) => void;
  hint?: ReactNode;
  required?: boolean;
  autoComplete?: string;
  type?: 'text' | 'email';
  multiline?: boolean;
}

/** A labelled text box (or area) of an editor, with its hint and error (GOV.UK layout, from Field). */
export function TextField({
  name,
  onChange,
  autoComplete = 'off',
  type = 'text',
  multiline,
  ...field
}: TextFieldProps) {
  const bound = useFormField(name);
  const control = {
    name,
    value: bound.value as string,
    onBlur: bound.onBlur,
    onChange: (event: { target: { value: string } }) => (onChange ?? bound.onChange)(event.target.value),
  };
  return (
    <Field {...field} id={bound.id} error={bound.error}>
      {(ids) =>
        multiline ? (
          <textarea {...ids} {...control} className="input ph-textarea" rows={4} />
        ) : (
          <input {...ids} {...control} className="input" type={type} autoComplete={autoComplete} />
        )
      }
    </Field>
  );
}
