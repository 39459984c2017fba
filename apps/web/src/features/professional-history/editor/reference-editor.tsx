import {
  REFERENCE_CREDENTIALS,
  REFERENCE_RELATIONSHIPS,
  allowedReferenceCredentials,
  makePeerReferenceSchema,
} from '@credence/shared';
import type { ReferencesConfigData } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, MonthField, PhoneField } from '#web/components/ui';
import { FormField } from '#web/components/form';
import { EditorFrame } from './editor-frame';
import { REFERENCE_FIELDS, referenceFieldOf, referenceFormOf, referenceInputOf } from './reference-form';
import type { ReferenceField, ReferenceForm, ReferenceValues } from './reference-form';
import { SelectField } from './select-field';
import { TextField } from './text-field';

export interface ReferenceEditorProps {
  mode: 'new' | 'edit';
  /** The stored reference, or a new one's id. */
  entry: ReferenceValues;
  config: ReferencesConfigData;
  /** The clinician's provider type, for the locum-tenens discipline rule. */
  providerType: string | null;
  /** Sends the reference; rejects with the API's error to keep the editor open. */
  onSave: (entry: ReferenceValues) => Promise<void>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

type TextKey = Exclude<ReferenceField, 'attests_eligible' | 'credential' | 'relationship' | 'phone'>;

/**
 * A peer reference (001 §3, §5): checked with the shared schema under the requirement's look-back and
 * locum-tenens rules before it is sent, so every message is the server's. With the locum-tenens rules only
 * the credentials that may vouch for the clinician's discipline are offered, and the clinician states the
 * reference is none of the people the rules exclude.
 */
export function ReferenceEditor(props: ReferenceEditorProps) {
  const { mode, entry, config, providerType, onSave, onCancel, onDirtyChange } = props;
  const { t } = useTranslation();
  const locum = config.locum_tenens;
  const [initial] = useState(() => referenceFormOf(entry));
  const [schema] = useState(() =>
    makePeerReferenceSchema({ lookBackYears: config.look_back_years, locumTenens: locum, providerType }),
  );
  const text = (field: TextKey, options: { required?: boolean; hint?: string; email?: boolean } = {}) => (
    <TextField
      name={field}
      label={t(`references.field.${field}`)}
      hint={options.hint}
      required={options.required}
      type={options.email ? 'email' : 'text'}
    />
  );
  // A stored credential the rules no longer allow stays shown, with the rule's message beside it.
  const allowed: readonly string[] = locum
    ? allowedReferenceCredentials(providerType)
    : REFERENCE_CREDENTIALS;
  const credentials = (value: string) => (value && !allowed.includes(value) ? [...allowed, value] : allowed);
  return (
    <EditorFrame<ReferenceForm>
      title={t(mode === 'edit' ? 'references.editor.edit' : 'references.editor.new')}
      initial={initial}
      schema={schema}
      fields={REFERENCE_FIELDS}
      toInput={(values) => referenceInputOf(entry, values)}
      fieldOf={referenceFieldOf}
      onSave={(parsed) => onSave({ ...parsed, id: entry.id })}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      {() => (
        <>
          {text('first_name', { required: true })}
          {text('last_name', { required: true })}
          <SelectField
            name="credential"
            label={t('references.field.credential')}
            hint={locum ? t('references.field.credential-hint') : undefined}
            required
            options={(current) => credentials(current).map((value) => ({ value, label: value }))}
          />
          {text('title', { required: true, hint: t('references.field.title-hint') })}
          <SelectField
            name="relationship"
            label={t('references.field.relationship')}
            required
            options={REFERENCE_RELATIONSHIPS.map((value) => ({
              value,
              label: t(`references.relationship.${value}`),
            }))}
          />
          {text('specialty')}
          {text('institution', { required: true })}
          <fieldset className="ph-fieldset" aria-describedby="ph-reference-contact-hint">
            <legend className="ph-fieldset__legend">
              <h4>{t('references.field.contact')}</h4>
            </legend>
            <p className="field__hint" id="ph-reference-contact-hint">
              {t('references.field.contact-hint')}
            </p>
            <FormField name="phone">
              {(field) => <PhoneField {...field} label={t('references.field.phone')} autoComplete="off" />}
            </FormField>
            {text('email', { email: true })}
          </fieldset>
          <FormField name="last_worked_together">
            {(field) => <MonthField {...field} label={t('references.field.last_worked_together')} required />}
          </FormField>
          {locum && (
            <FormField name="attests_eligible">
              {(field) => (
                <CheckboxField
                  id={field.id}
                  label={t('reference.attests-eligible')}
                  checked={field.value === true}
                  error={field.error}
                  onChange={field.onChange}
                />
              )}
            </FormField>
          )}
        </>
      )}
    </EditorFrame>
  );
}
