import { consentFormInputSchema, type ConsentFormInput, type ConsoleConsentForm } from '@credence/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormField } from '#web/components/form';
import { CheckboxField, FieldError, describedBy, errorId } from '#web/components/ui';
import { useSaveConsentForm } from '../../api/settings';
import { TextField } from './text-field';

type Values = Required<ConsentFormInput>;

const FIELDS = ['name', 'body', 'required', 'requirement_ids'] as const;
const FAILURE = { offline: 'console.load-failed', failed: 'console.consent.save-failed' } as const;

const valuesOf = (form: ConsoleConsentForm | undefined): Values => ({
  name: form?.name ?? '',
  body: form?.body ?? '',
  required: form?.required ?? true,
  requirement_ids: form?.requirements.map((set) => set.id) ?? [],
});

/**
 * Writes a consent form (decision 062): title, text, required or not and the requirement sets that ask for
 * it. Editing the title or text of a form someone signed saves a new version, which the editor says first.
 */
export function ConsentFormEditor(props: {
  form?: ConsoleConsentForm;
  sets: { id: string; name: string }[];
  onDone: (saved: ConsoleConsentForm | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveConsentForm(props.form?.id);
  const editing = props.form !== undefined;

  return (
    <section className="console__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {editing
          ? t('console.consent.edit-title', { name: props.form!.name })
          : t('console.consent.new-title')}
      </h2>
      {editing && props.form!.signed > 0 && (
        <p className="console__warning">
          {t('console.consent.new-version-warning', {
            signed: props.form!.signed,
            version: props.form!.version + 1,
          })}
        </p>
      )}
      <Form<Values, ConsentFormInput>
        schema={consentFormInputSchema}
        defaultValues={valuesOf(props.form)}
        fieldOf={(path) => String(path[0] ?? 'root')}
        className="console__form console__form--wide"
        fields={FIELDS}
        fieldId={(field) => `${id}-${field}`}
        failure={FAILURE}
        alertClassName="console__problem"
        onSubmit={async (data) => props.onDone(await save.mutateAsync(data))}
      >
        <TextField name="name" label={t('console.consent.field-name')} />
        <TextField
          name="body"
          label={t('console.consent.field-body')}
          hint={t('console.consent.field-body-hint')}
          multiline
          rows={10}
          textareaClassName="console__body-text"
        />
        <FormField name="required">
          {(field) => (
            <CheckboxField
              id={field.id}
              label={t('console.consent.field-required')}
              checked={field.value === true}
              onChange={field.onChange}
              error={field.error}
            />
          )}
        </FormField>
        <FormField name="requirement_ids">
          {(field) => {
            const chosen = new Set((field.value as string[]) ?? []);
            const hintId = `${field.id}-hint`;
            const toggle = (setId: string, on: boolean) =>
              field.onChange(on ? [...chosen, setId] : [...chosen].filter((entry) => entry !== setId));
            return (
              <fieldset
                className="console__fieldset"
                aria-describedby={describedBy(hintId, field.error && errorId(field.id))}
              >
                <legend>{t('console.consent.field-sets')}</legend>
                <p id={hintId}>{t('console.consent.field-sets-hint')}</p>
                {field.error && <FieldError id={errorId(field.id)}>{field.error}</FieldError>}
                {props.sets.map((set, index) => (
                  <div className="console__toggle" key={set.id}>
                    <input
                      id={index === 0 ? field.id : `${field.id}-${set.id}`}
                      ref={index === 0 ? field.ref : undefined}
                      type="checkbox"
                      checked={chosen.has(set.id)}
                      onChange={(event) => toggle(set.id, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                    <label htmlFor={index === 0 ? field.id : `${field.id}-${set.id}`}>{set.name}</label>
                  </div>
                ))}
              </fieldset>
            );
          }}
        </FormField>
        <div className="console__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t(editing ? 'console.consent.save' : 'console.consent.create')}
          </button>
          <button type="button" className="button" onClick={() => props.onDone(null)}>
            {t('console.consent.cancel')}
          </button>
        </div>
      </Form>
    </section>
  );
}
