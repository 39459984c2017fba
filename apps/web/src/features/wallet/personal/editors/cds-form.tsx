import {
  cdsLicenseRecordOf,
  makeCdsRegistrationSchema,
  type CdsRegistration,
  type CdsRegistrationInput,
} from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Form, FormField } from '#web/components/form';
import { DateField } from '#web/components/ui';
import { useSaveSelfAttested } from '../../api/profile';
import { EDIT_FAILURE } from '../../catalogue/edit-form';
import { editorFieldOf, TextInput } from './editor-parts';

const schema = makeCdsRegistrationSchema({ now: () => new Date() });
const FIELDS = ['license_board', 'license_number', 'issue_date', 'expiration_date'] as const;
const DATE_FIELDS = new Set<string>(['issue_date', 'expiration_date']);

/** Adds one CDS registration to the licenses list (saved whole), and says the clinician holds one. */
export function CdsRegistrationForm({
  list,
  onDone,
}: {
  list: readonly Record<string, unknown>[];
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSelfAttested();
  return (
    <Form<CdsRegistrationInput, CdsRegistration>
      schema={schema}
      defaultValues={{ license_board: '', license_number: '', issue_date: '', expiration_date: '' }}
      fields={FIELDS}
      fieldId={(name) => `cds-${name}`}
      serverPath={editorFieldOf}
      failure={EDIT_FAILURE}
      className="credential-form"
      alertClassName="wallet__alert"
      onSubmit={async (registration) => {
        await save.mutateAsync({
          'licenses|list': [...list, cdsLicenseRecordOf(registration)],
          'licenses|has_no_license_cds': false,
        });
        onDone(true);
      }}
    >
      {(_, frame) => (
        <fieldset className="credential-form__section">
          <legend>
            <h4>{t('wallet.cds.add')}</h4>
          </legend>
          {FIELDS.map((field) => (
            <FormField key={field} name={field}>
              {(bound) =>
                DATE_FIELDS.has(field) ? (
                  <DateField
                    id={bound.id}
                    name={bound.name}
                    label={t(`wallet.cds.field.${field}`)}
                    value={String(bound.value ?? '')}
                    error={bound.error}
                    onBlur={bound.onBlur}
                    onChange={(value) => bound.onChange(value)}
                  />
                ) : (
                  <TextInput
                    field={bound}
                    label={t(`wallet.cds.field.${field}`)}
                    {...(field === 'license_board' ? { hint: t('wallet.cds.board-hint'), maxLength: 2 } : {})}
                  />
                )
              }
            </FormField>
          ))}
          <div className="credential-form__actions">
            <button type="submit" className="button button--primary" disabled={frame.saving}>
              {t('action.save')}
            </button>
            <button type="button" className="button" onClick={() => onDone(false)}>
              {t('action.cancel')}
            </button>
          </div>
        </fieldset>
      )}
    </Form>
  );
}
