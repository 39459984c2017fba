import { useTranslation } from 'react-i18next';
import { Form, FormField } from '#web/components/form';
import type { BoundField } from '#web/components/form';
import { CheckboxField, DateField, Field, MonthField } from '#web/components/ui';
import { fieldLabelKey } from './credential-values';
import { dataWithEdits, editValuesOf, formNameOf, makeCatalogueEditSchema } from './edit-schema';
import type { EditValues } from './edit-schema';
import type { FieldSpec, SectionSpec } from './form-specs';

export const EDIT_FAILURE = { offline: 'wallet.save.offline', failed: 'wallet.save.failed' } as const;

export interface EditFieldsProps {
  sections: readonly SectionSpec[];
  data: Readonly<Record<string, unknown>>;
  /** Gets the credential's data with the edits in place; a 400's details land on their fields. */
  onSave: (data: Record<string, unknown>) => Promise<void> | void;
  onCancel: () => void;
  /** The id prefix of the controls, so two open forms on one page never share an id. */
  idPrefix: string;
  /** A last change to the data before it is saved (a rule of the form, e.g. no coverage clears policies). */
  finish?: (data: Record<string, unknown>) => Record<string, unknown>;
  /** A field's label (default: its catalogue wording). */
  labelOf?: (key: string) => string;
}

function Control({ spec, field, label }: { spec: FieldSpec; field: BoundField; label: string }) {
  const { t } = useTranslation();
  if (spec.kind === 'flag') {
    return (
      <CheckboxField
        id={field.id}
        label={label}
        checked={field.value === true}
        error={field.error}
        onChange={(checked) => field.onChange(checked)}
      />
    );
  }
  if (spec.kind === 'date' || spec.kind === 'month') {
    const Masked = spec.kind === 'date' ? DateField : MonthField;
    return (
      <Masked
        id={field.id}
        name={field.name}
        label={label}
        value={String(field.value ?? '')}
        error={field.error}
        onBlur={field.onBlur}
        onChange={(value) => field.onChange(value)}
      />
    );
  }
  return (
    <Field id={field.id} label={label} error={field.error}>
      {(ids) =>
        spec.kind === 'choice-flag' ? (
          <select
            {...ids}
            className="input"
            name={field.name}
            value={String(field.value ?? '')}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <option value="">{t('credential.value.not-answered')}</option>
            <option value="yes">{t('credential.value.yes')}</option>
            <option value="no">{t('credential.value.no')}</option>
          </select>
        ) : spec.kind === 'yes-no' ? (
          <select
            {...ids}
            className="input"
            name={field.name}
            value={String(field.value ?? '')}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <option value="">{t('credential.value.not-given')}</option>
            <option value="True">{t('credential.value.yes')}</option>
            <option value="False">{t('credential.value.no')}</option>
          </select>
        ) : spec.kind === 'textarea' ? (
          <textarea
            {...ids}
            className="input"
            rows={3}
            name={field.name}
            value={String(field.value ?? '')}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
          />
        ) : (
          <input
            {...ids}
            className="input"
            type="text"
            autoComplete="off"
            name={field.name}
            value={String(field.value ?? '')}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

/** The editable form of a catalogue type: each field of its sections, checked by the shared rules. */
export function EditFields({ sections, data, onSave, onCancel, idPrefix, finish, labelOf }: EditFieldsProps) {
  const { t } = useTranslation();
  const label = labelOf ?? ((key: string) => t(fieldLabelKey(key)));
  const order = sections.flatMap((section) => section.fields.map((field) => formNameOf(field.key)));
  return (
    <Form<EditValues, Record<string, unknown>>
      schema={makeCatalogueEditSchema(sections)}
      defaultValues={editValuesOf(sections, data)}
      fields={order}
      fieldId={(name) => `${idPrefix}-${name}`}
      failure={EDIT_FAILURE}
      className="credential-form credential-form--edit"
      alertClassName="wallet__alert"
      onSubmit={(parsed) => {
        const next = dataWithEdits(sections, data, parsed);
        return onSave(finish ? finish(next) : next);
      }}
    >
      {(_, frame) => (
        <>
          {sections.map((section, index) => (
            <fieldset className="credential-form__section" key={section.heading ?? index}>
              {section.heading ? (
                <legend>
                  <h4>{t(section.heading)}</h4>
                </legend>
              ) : (
                <legend className="visually-hidden">{t('credential.section.details')}</legend>
              )}
              {section.fields.map((spec) => (
                <FormField key={spec.key} name={formNameOf(spec.key)}>
                  {(field) => <Control spec={spec} field={field} label={label(spec.key)} />}
                </FormField>
              ))}
            </fieldset>
          ))}
          <div className="credential-form__actions">
            <button type="submit" className="button button--primary" disabled={frame.saving}>
              {t('action.save')}
            </button>
            <button type="button" className="button" onClick={onCancel}>
              {t('action.cancel')}
            </button>
          </div>
        </>
      )}
    </Form>
  );
}
