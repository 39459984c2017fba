import {
  PROGRAM_NUMBER_MAX_LENGTH,
  registrationsFormSchema,
  type RegistrationsForm,
  type RegistrationsFormInput,
  type WordingKey,
} from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormField } from '#web/components/form';
import { useSaveSelfAttested } from '../../api/profile';
import { EDIT_FAILURE } from '../../catalogue/edit-form';
import { fieldLabel } from '../profile-labels';
import { editorFieldOf, TextInput, YesNoField } from './editor-parts';
import { RegistrationsOptOutFile } from './registrations-optout';
import type { SectionEditorProps } from './section-editor';

const FIELDS = [
  'medicare_participation',
  'medicare_number',
  'medicaid_participation',
  'medicaid_number',
  'medicare_opt_out',
] as const;
type Field = (typeof FIELDS)[number];
const QUESTIONS = {
  medicare_participation: 'wallet.registrations.question.medicare_participation',
  medicaid_participation: 'wallet.registrations.question.medicaid_participation',
  medicare_opt_out: 'wallet.registrations.question.medicare_opt_out',
} as const satisfies Partial<Record<Field, WordingKey>>;
const questionOf = (field: Field) => (field in QUESTIONS ? QUESTIONS[field as keyof typeof QUESTIONS] : null);
const keyOf = (field: Field) => `registrations|${field}`;

const answerOf = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Medicare and Medicaid participation with their numbers, and the clinician's Medicare opt-out answer
 * (decision 050), beside what the CMS opt-out file says of their NPI. Saved all at once through
 * POST /api/self_attested, which checks the same rules.
 */
export function RegistrationsEditor({ values }: SectionEditorProps) {
  const { t } = useTranslation();
  const save = useSaveSelfAttested();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const label = (field: Field) => fieldLabel(t, 'registrations', field);
  const shown = (field: Field) => {
    const value = values[keyOf(field)];
    if (typeof value === 'boolean') return value ? t('credential.value.yes') : t('credential.value.no');
    return textOf(value) || t('credential.value.not-given');
  };
  const defaults: RegistrationsFormInput = {
    medicare_participation: answerOf(values[keyOf('medicare_participation')]),
    medicare_number: textOf(values[keyOf('medicare_number')]),
    medicaid_participation: answerOf(values[keyOf('medicaid_participation')]),
    medicaid_number: textOf(values[keyOf('medicaid_number')]),
    medicare_opt_out: answerOf(values[keyOf('medicare_opt_out')]),
  };

  return (
    <div className="section-editor">
      {saved && !editing && (
        <p className="wallet-card__notice" role="status">
          {t('wallet.personal.saved')}
        </p>
      )}
      {editing ? (
        <Form<RegistrationsFormInput, RegistrationsForm>
          schema={registrationsFormSchema}
          defaultValues={defaults}
          fields={FIELDS}
          fieldId={(name) => `registrations-${name}`}
          serverPath={editorFieldOf}
          failure={EDIT_FAILURE}
          className="credential-form"
          alertClassName="wallet__alert"
          onSubmit={async (form) => {
            await save.mutateAsync(Object.fromEntries(FIELDS.map((field) => [keyOf(field), form[field]])));
            setSaved(true);
            setEditing(false);
          }}
        >
          {(_, frame) => (
            <>
              {FIELDS.map((field) => (
                <FormField key={field} name={field}>
                  {(bound) => {
                    const question = questionOf(field);
                    return question ? (
                      <YesNoField field={bound} legend={t(question)} />
                    ) : (
                      <TextInput
                        field={bound}
                        label={label(field)}
                        hint={t('wallet.registrations.number-hint', { max: PROGRAM_NUMBER_MAX_LENGTH })}
                        maxLength={PROGRAM_NUMBER_MAX_LENGTH + 5}
                      />
                    );
                  }}
                </FormField>
              ))}
              <div className="credential-form__actions">
                <button type="submit" className="button button--primary" disabled={frame.saving}>
                  {t('action.save')}
                </button>
                <button type="button" className="button" onClick={() => setEditing(false)}>
                  {t('action.cancel')}
                </button>
              </div>
            </>
          )}
        </Form>
      ) : (
        <>
          <dl className="credential-fields">
            {FIELDS.map((field) => (
              <div key={field}>
                <dt>{label(field)}</dt>
                <dd>{shown(field)}</dd>
              </div>
            ))}
          </dl>
          <div className="credential-form__actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('action.edit')}
              <span className="visually-hidden">: {t('wallet.personal.section.registrations')}</span>
            </button>
          </div>
        </>
      )}
      <RegistrationsOptOutFile values={values} />
    </div>
  );
}
