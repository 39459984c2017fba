import { invitationCsvInputSchema, type InvitationCsvInput } from '@credence/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormField } from '#web/components/form';
import { FieldError, describedBy, errorId } from '#web/components/ui';
import { useInviteCsv } from '../api/console';
import { RequirementSelect } from './requirement-select';

/** The form's values: the chosen file's text (null until one is chosen) and the requirement set. */
interface CsvValues {
  csv: string | null;
  app_req_id: string;
}

const FIELDS = ['csv', 'app_req_id'] as const;
const FAILURE = { offline: 'console.csv.failed', failed: 'console.csv.failed' } as const;

/** Invitations from a CSV file: the server invites the good lines and reports each bad one. */
export function CsvInviteForm() {
  const { t } = useTranslation();
  const id = useId();
  const upload = useInviteCsv();
  const fieldId = (field: string) => `${id}-${field === 'csv' ? 'file' : 'requirement'}`;

  const report = upload.data;
  return (
    <section className="console__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('console.csv.title')}</h2>
      <p id={`${id}-hint`}>{t('console.csv.hint')}</p>
      <Form<CsvValues, InvitationCsvInput>
        // The contract's body: a file over the size limit reads as the file that could not be read.
        schema={invitationCsvInputSchema}
        defaultValues={{ csv: null, app_req_id: '' }}
        check={(values) => (values.csv === null ? [{ field: 'csv', message: 'console.csv.no-file' }] : [])}
        fallbackMessage="console.csv.failed"
        className="console__form"
        fields={FIELDS}
        fieldId={fieldId}
        failure={FAILURE}
        alertClassName="console__problem"
        onSubmit={async (data) => {
          await upload.mutateAsync(data);
        }}
      >
        <FormField name="csv">
          {(field) => (
            <div className="console__field">
              <label htmlFor={field.id}>{t('console.csv.file')}</label>
              {field.error && <FieldError id={errorId(field.id)}>{field.error}</FieldError>}
              <input
                id={field.id}
                name={field.name}
                ref={field.ref}
                type="file"
                accept=".csv,text/csv"
                aria-invalid={field.error ? true : undefined}
                aria-describedby={describedBy(`${id}-hint`, field.error && errorId(field.id))}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (!file) field.onChange(null);
                  else void file.text().then((text) => field.onChange(text));
                }}
              />
            </div>
          )}
        </FormField>
        <FormField name="app_req_id">
          {(field) => (
            <>
              <RequirementSelect id={field.id} value={field.value as string} onChange={field.onChange} />
              {field.error && <FieldError id={errorId(field.id)}>{field.error}</FieldError>}
            </>
          )}
        </FormField>
        <button type="submit" className="button button--primary" disabled={upload.isPending}>
          {t('console.csv.submit')}
        </button>
      </Form>
      <div role="status">
        {report && (
          <div className="console__report">
            <p>{t('console.csv.invited', { count: report.invited })}</p>
            {report.rejected.length > 0 && (
              <>
                <h3>{t('console.csv.rejected-title')}</h3>
                <ul>
                  {report.rejected.map((row) => (
                    <li key={row.line}>{t('console.csv.line', { line: row.line, reason: row.reason })}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
