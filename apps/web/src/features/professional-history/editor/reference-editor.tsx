import {
  REFERENCE_CREDENTIALS,
  REFERENCE_RELATIONSHIPS,
  allowedReferenceCredentials,
  makePeerReferenceSchema,
} from '@credence/shared';
import type { ReferencesConfigData } from '@credence/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, MonthField, PhoneField } from '../../../components/ui';
import { EditorFrame } from './editor-frame';
import { REFERENCE_FIELDS, referenceFieldOf, referenceFormOf, referenceInputOf } from './reference-form';
import type { ReferenceField, ReferenceForm, ReferenceValues } from './reference-form';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { entryFieldId, useEntryForm } from './use-entry-form';

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
  const form = useEntryForm<ReferenceForm>({
    initial,
    fields: REFERENCE_FIELDS,
    schema,
    toInput: (values) => referenceInputOf(entry, values),
    fieldOf: referenceFieldOf,
    save: (parsed) => onSave({ ...parsed, id: entry.id }),
  });
  const { dirty } = form;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const values = form.form;
  const text = (field: TextKey, options: { required?: boolean; hint?: string; email?: boolean } = {}) => (
    <TextField
      id={entryFieldId(field)}
      label={t(`references.field.${field}`)}
      hint={options.hint}
      required={options.required}
      type={options.email ? 'email' : 'text'}
      value={values[field]}
      error={form.errorOf(field)}
      onChange={(value) => form.update({ [field]: value })}
    />
  );
  // A stored credential the rules no longer allow stays shown, with the rule's message beside it.
  const allowed: readonly string[] = locum
    ? allowedReferenceCredentials(providerType)
    : REFERENCE_CREDENTIALS;
  const credentials =
    values.credential && !allowed.includes(values.credential) ? [...allowed, values.credential] : allowed;
  return (
    <EditorFrame
      title={t(mode === 'edit' ? 'references.editor.edit' : 'references.editor.new')}
      form={form}
      onCancel={onCancel}
    >
      {text('first_name', { required: true })}
      {text('last_name', { required: true })}
      <SelectField
        id={entryFieldId('credential')}
        label={t('references.field.credential')}
        hint={locum ? t('references.field.credential-hint') : undefined}
        required
        value={values.credential}
        options={credentials.map((value) => ({ value, label: value }))}
        error={form.errorOf('credential')}
        onChange={(credential) => form.update({ credential })}
      />
      {text('title', { required: true, hint: t('references.field.title-hint') })}
      <SelectField
        id={entryFieldId('relationship')}
        label={t('references.field.relationship')}
        required
        value={values.relationship}
        options={REFERENCE_RELATIONSHIPS.map((value) => ({
          value,
          label: t(`references.relationship.${value}`),
        }))}
        error={form.errorOf('relationship')}
        onChange={(relationship) => form.update({ relationship })}
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
        <PhoneField
          id={entryFieldId('phone')}
          label={t('references.field.phone')}
          autoComplete="off"
          value={values.phone}
          error={form.errorOf('phone')}
          onChange={(phone) => form.update({ phone })}
        />
        {text('email', { email: true })}
      </fieldset>
      <MonthField
        id={entryFieldId('last_worked_together')}
        label={t('references.field.last_worked_together')}
        required
        value={values.last_worked_together}
        error={form.errorOf('last_worked_together')}
        onChange={(last_worked_together) => form.update({ last_worked_together })}
      />
      {locum && (
        <CheckboxField
          id={entryFieldId('attests_eligible')}
          label={t('reference.attests-eligible')}
          checked={values.attests_eligible}
          error={form.errorOf('attests_eligible')}
          onChange={(attests_eligible) => form.update({ attests_eligible })}
        />
      )}
    </EditorFrame>
  );
}
