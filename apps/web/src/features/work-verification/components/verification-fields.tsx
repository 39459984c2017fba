import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormField } from '#web/components/form';
import { CheckboxField, Field, FieldGroup } from '#web/components/ui';

/** A labelled text box (or area) bound to one field of the form. */
export function TextInput({
  name,
  label,
  hint,
  required,
  multiline,
  autoComplete = 'off',
  inputMode,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
}) {
  const bound = useFormField(name);
  const control = {
    name,
    value: (bound.value as string | undefined) ?? '',
    onBlur: bound.onBlur,
    onChange: (event: { target: { value: string } }) => bound.onChange(event.target.value),
  };
  return (
    <Field label={label} hint={hint} required={required} id={bound.id} error={bound.error}>
      {(ids) =>
        multiline ? (
          <textarea {...ids} {...control} className="input wv-textarea" rows={3} />
        ) : (
          <input
            {...ids}
            {...control}
            className="input"
            type="text"
            autoComplete={autoComplete}
            inputMode={inputMode}
          />
        )
      }
    </Field>
  );
}

/** A yes/no question: two radios in a fieldset whose legend is the question. */
export function YesNo({ name, legend }: { name: string; legend: ReactNode }) {
  const { t } = useTranslation();
  const bound = useFormField(name);
  const value = bound.value as boolean | null;
  return (
    <FieldGroup id={bound.id} legend={legend} required error={bound.error} className="wv-choices">
      {([true, false] as const).map((answer) => {
        const id = `${bound.id}-${answer ? 'yes' : 'no'}`;
        return (
          <div className="wv-choice" key={id}>
            <input
              id={id}
              type="radio"
              name={name}
              checked={value === answer}
              onChange={() => bound.onChange(answer)}
            />
            <label htmlFor={id}>
              {t(answer ? 'work-verification.answer.yes' : 'work-verification.answer.no')}
            </label>
          </div>
        );
      })}
    </FieldGroup>
  );
}

/** A checkbox bound to one field. */
export function Checkbox({
  name,
  label,
  onChange,
}: {
  name: string;
  label: ReactNode;
  onChange?: (checked: boolean) => void;
}) {
  const bound = useFormField(name);
  return (
    <CheckboxField
      id={bound.id}
      label={label}
      checked={bound.value === true}
      error={bound.error}
      onChange={(checked) => {
        bound.onChange(checked);
        onChange?.(checked);
      }}
    />
  );
}
