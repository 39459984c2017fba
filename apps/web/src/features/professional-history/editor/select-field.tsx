import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui';

export interface SelectFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  value: string;
  /** The choices in order: the stored value and what is shown for it. */
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled select of an editor, starting with 'Choose…' until a choice is made. */
export function SelectField({ value, options, onChange, ...field }: SelectFieldProps) {
  const { t } = useTranslation();
  return (
    <Field {...field}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('enroll.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
