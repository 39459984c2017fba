import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, type FormMethods } from '#web/components/form';
import { useSaveSelfAttested } from '../../api/profile';
import { EDIT_FAILURE } from '../../catalogue/edit-form';
import { usePrefillEducation } from './education-api';
import { EducationEntryFields } from './education-entry-fields';
import {
  educationData,
  educationServerPath,
  educationValues,
  emptyEntry,
  entryValues,
  makeEducationFormSchema,
  type EducationForm,
  type EducationValues,
} from './education-form';
import { EducationSummary } from './education-summary';
import { CheckField, TextField } from './editor-fields';

const schema = makeEducationFormSchema();

/**
 * The education card of /personal-information (decision 049): the schools with their degrees, 'I have no
 * education to list', and the ECFMG number; saved in one POST /api/self_attested, all or none.
 */
export function EducationEditor({ profile }: { profile: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useSaveSelfAttested();
  const titleId = 'profile-education';

  return (
    <section className="wallet-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('wallet.personal.section.education')}</h2>
      {saved && !editing && (
        <p className="wallet-card__notice" role="status">
          {t('wallet.personal.saved')}
        </p>
      )}
      {editing ? (
        <Form<EducationValues, EducationForm>
          schema={schema}
          defaultValues={educationValues(profile)}
          toInput={(values) => (values.graduate_attested_none ? { ...values, list: [] } : values)}
          serverPath={educationServerPath}
          fieldId={(name) => `education-${name.replace(/\./g, '-')}`}
          failure={EDIT_FAILURE}
          className="credential-form"
          alertClassName="wallet__alert"
          onSubmit={async (data) => {
            await save.mutateAsync(educationData(data));
            setSaved(true);
            setEditing(false);
          }}
        >
          {(form, frame) => (
            <>
              <EducationListFields
                form={form}
                listError={frame.errorOf('list')}
                listId={frame.fieldId('list')}
              />
              <TextField
                name="ecfmg_number"
                label={t('wallet.education.field.ecfmg')}
                hint={t('wallet.education.ecfmg-hint')}
                inputMode="numeric"
              />
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
          <EducationSummary values={educationValues(profile)} />
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
              <span className="visually-hidden">: {t('wallet.personal.section.education')}</span>
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function EducationListFields({
  form,
  listError,
  listId,
}: {
  form: FormMethods<EducationValues, EducationForm>;
  listError: string | undefined;
  listId: string;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'list' });
  const prefill = usePrefillEducation();
  const [found, setFound] = useState<number | null>(null);
  const none = form.watch('graduate_attested_none');

  const findDegrees = async () => {
    try {
      const { entries } = await prefill.mutateAsync();
      for (const { entry } of entries) append(entryValues(entry));
      if (entries.length > 0) form.setValue('graduate_attested_none', false);
      setFound(entries.length);
    } catch {
      setFound(-1);
    }
  };

  return (
    <>
      <p id={listId} tabIndex={-1} className={listError ? 'field__error' : 'visually-hidden'}>
        {listError ?? t('wallet.education.list-label')}
      </p>
      {!none &&
        fields.map((field, index) => (
          <EducationEntryFields key={field.id} form={form} index={index} onRemove={() => remove(index)} />
        ))}
      {fields.length === 0 && <CheckField name="graduate_attested_none" label={t('wallet.education.none')} />}
      <div className="credential-form__actions">
        {!none && (
          <button type="button" className="button" onClick={() => append(emptyEntry())}>
            {t('wallet.education.add')}
          </button>
        )}
        <button
          type="button"
          className="button"
          onClick={() => void findDegrees()}
          disabled={prefill.isPending}
        >
          {t('wallet.education.prefill')}
        </button>
      </div>
      <p role="status" className="credential-form__empty">
        {found === null
          ? ''
          : found < 0
            ? t('wallet.education.prefill-failed')
            : t('wallet.education.prefill-found', { count: found })}
      </p>
    </>
  );
}
