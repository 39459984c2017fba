import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormField } from '#web/components/form';
import { Field } from '#web/components/ui';

type Option = { value: string; label: string };

export interface SelectFieldProps {
  /** The field of the editor's form it shows and changes. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  autoComplete?: string;
  /** The choices in order: the stored value and what is shown for it (or them, from the field's value). */
  options: readonly Option[] | ((value: string) => readonly Option[]);
  /** Without it the list starts with 'Choose…' until a choice is made. */
  noBlank?: boolean;
  /** Called instead of setting the field (a behaviour of the form that changes more than this field). */
  onChange?: (value: string) => void;
}

/** A labelled select of an editor. */
export function SelectField({ name, options, noBlank, onChange, autoComplete, ...field }: SelectFieldProps) {
  const { t } = useTranslation();
  const bound = useFormField(name);
  const value = bound.value as string;
  return (
    <Field {...field} id={bound.id} error={bound.error}>
      {(ids) => (
        <select
          {...ids}
          className="input"
          name={name}
          autoComplete={autoComplete}
          value={value}
          onBlur={bound.onBlur}
          onChange={(event) => (onChange ?? bound.onChange)(event.target.value)}
        >
          {!noBlank && <option value="">{t('enroll.choose')}</option>}
          {(typeof options === 'function' ? options(value) : options).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
