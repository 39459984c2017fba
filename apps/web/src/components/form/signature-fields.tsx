import { useTranslation } from 'react-i18next';
import { CheckboxField, Field } from '../ui';
import { FormField } from './use-form-field';

export interface SignatureFieldsProps {
  /** The label of the typed full name (the signature). */
  nameLabel: string;
  /** The label of the box that confirms the signature. */
  confirmLabel: string;
  /** The form's field holding the box (the full name is always `full_name`). */
  confirmName: string;
}

/**
 * A typed-name signature's two fields inside a `<Form>` (001 §5): the full name typed is the signature, and the
 * box that must be ticked to sign. Used by consent forms and by the share's signature step.
 */
export function SignatureFields({ nameLabel, confirmLabel, confirmName }: SignatureFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField name="full_name">
        {(field) => (
          <Field
            id={field.id}
            label={nameLabel}
            hint={t('signature.full-name-hint')}
            error={field.error}
            required
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type="text"
                autoComplete="name"
                name={field.name}
                value={field.value as string}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              />
            )}
          </Field>
        )}
      </FormField>
      <FormField name={confirmName}>
        {(field) => (
          <CheckboxField
            id={field.id}
            label={confirmLabel}
            checked={field.value === true}
            onChange={field.onChange}
            error={field.error}
          />
        )}
      </FormField>
    </>
  );
}
