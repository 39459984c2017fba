import { useTranslation } from 'react-i18next';
import type { BoundField } from '#web/components/form';
import { Field, FieldGroup } from '#web/components/ui';
import './editors.css';

// Controls the wallet's own editors share (registrations, CDS, life-support cards).

/** A yes/no question answered with two radio buttons; the value is true, false or null (not answered). */
export function YesNoField({ field, legend }: { field: BoundField; legend: string }) {
  const { t } = useTranslation();
  const option = (value: boolean, label: string) => {
    const id = value ? field.id : `${field.id}-no`;
    return (
      <div className="editor-choice">
        <input
          id={id}
          type="radio"
          name={field.name}
          checked={field.value === value}
          onBlur={field.onBlur}
          onChange={() => field.onChange(value)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    );
  };
  return (
    <FieldGroup id={`${field.id}-group`} legend={legend} error={field.error} className="editor-choices">
      {option(true, t('credential.value.yes'))}
      {option(false, t('credential.value.no'))}
    </FieldGroup>
  );
}

/** One line of text. */
export function TextInput({
  field,
  label,
  hint,
  maxLength,
}: {
  field: BoundField;
  label: string;
  hint?: string;
  maxLength?: number;
}) {
  return (
    <Field id={field.id} label={label} hint={hint} error={field.error}>
      {(ids) => (
        <input
          {...ids}
          className="input"
          type="text"
          autoComplete="off"
          name={field.name}
          maxLength={maxLength}
          value={String(field.value ?? '')}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A 400 detail's path `data.section|field.inner` as the editor's field name (`field`, or `inner`). */
export const editorFieldOf = (path: string): string[] => {
  const rest = path.replace(/^data\./, '');
  const [key = '', ...inner] = rest.split('.');
  const field = key.split('|')[1] ?? key;
  // A list's detail (licenses|list.3.issue_date) and an object's (other_certifications|bls.ecard): the inner field.
  const last = inner.filter((part) => !/^\d+$/.test(part)).at(-1);
  return [last ?? field];
};
