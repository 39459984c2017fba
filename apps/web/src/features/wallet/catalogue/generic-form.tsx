import { useTranslation } from 'react-i18next';
import { Field } from '#web/components/ui';
import { EditFields } from './edit-form';
import type { FieldSpec, SectionSpec } from './form-specs';

/** The fields of a credential of an unknown type: each value the credential carries, in its own order. */
export function genericSections(data: Readonly<Record<string, unknown>>): SectionSpec[] {
  const fields: FieldSpec[] = Object.keys(data).map((key) => ({ key, kind: 'text' }));
  return [{ fields }];
}

const asText = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * The generic form (001 §2): each field of a credential of an unknown type as a text input, read-only here;
 * the field's own key is its label, since the catalogue has no wording for it.
 */
export function GenericReadOnly({
  data,
  idPrefix,
}: {
  data: Readonly<Record<string, unknown>>;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const keys = Object.keys(data);
  return (
    <div className="credential-form credential-form--generic">
      <p className="credential-form__notice">{t('error.unknown-credential-type')}</p>
      {keys.length === 0 && <p className="credential-form__empty">{t('credential.no-details')}</p>}
      {keys.map((key) => (
        <Field key={key} id={`${idPrefix}-${key}`} label={key}>
          {(ids) => <input {...ids} className="input" type="text" readOnly value={asText(data[key])} />}
        </Field>
      ))}
    </div>
  );
}

export function GenericEdit(props: {
  data: Readonly<Record<string, unknown>>;
  idPrefix: string;
  onSave: (data: Record<string, unknown>) => Promise<void> | void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  // Nested values cannot be typed as one line of text: they are kept as they are and not offered.
  const scalar = Object.fromEntries(
    Object.entries(props.data).filter(([, value]) => value === null || typeof value !== 'object'),
  );
  return (
    <div className="credential-form--generic">
      <p className="credential-form__notice">{t('error.unknown-credential-type')}</p>
      <EditFields {...props} sections={genericSections(scalar)} labelOf={(key) => key} />
    </div>
  );
}
