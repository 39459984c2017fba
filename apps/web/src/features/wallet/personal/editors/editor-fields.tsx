import type { ReactNode } from 'react';
import { FormField } from '#web/components/form';
import { CheckboxField, Field, FieldGroup } from '#web/components/ui';

/** A text input bound to one field of the `<Form>` around it. */
export function TextField({
  name,
  label,
  hint,
  inputMode,
  autoComplete = 'off',
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
}) {
  return (
    <FormField name={name}>
      {(bound) => (
        <Field id={bound.id} label={label} hint={hint} error={bound.error}>
          {(ids) => (
            <input
              {...ids}
              className="input"
              type="text"
              name={bound.name}
              inputMode={inputMode}
              autoComplete={autoComplete}
              value={String(bound.value ?? '')}
              onBlur={bound.onBlur}
              onChange={(event) => bound.onChange(event.target.value)}
            />
          )}
        </Field>
      )}
    </FormField>
  );
}

/** A checkbox bound to one field of the `<Form>` around it. */
export function CheckField({ name, label, hint }: { name: string; label: ReactNode; hint?: ReactNode }) {
  return (
    <FormField name={name}>
      {(bound) => (
        <CheckboxField
          id={bound.id}
          label={label}
          hint={hint}
          checked={bound.value === true}
          error={bound.error}
          onChange={(checked) => bound.onChange(checked)}
        />
      )}
    </FormField>
  );
}

/** One choice among a few (radio buttons in a fieldset) bound to a field of the `<Form>` around it. */
export function RadioField<V extends string | boolean>({
  name,
  legend,
  choices,
}: {
  name: string;
  legend: ReactNode;
  choices: readonly { value: V; label: ReactNode }[];
}) {
  return (
    <FormField name={name}>
      {(field) => (
        <FieldGroup id={field.id} legend={legend} error={field.error} required>
          {choices.map(({ value, label }) => (
            <div className="insurance-choice" key={String(value)}>
              <input
                id={`${field.id}-${String(value)}`}
                type="radio"
                name={name}
                checked={field.value === value}
                onChange={() => field.onChange(value)}
              />
              <label htmlFor={`${field.id}-${String(value)}`}>{label}</label>
            </div>
          ))}
        </FieldGroup>
      )}
    </FormField>
  );
}
