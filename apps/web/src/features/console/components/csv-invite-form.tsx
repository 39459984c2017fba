import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteCsv } from '../api/console';
import { RequirementSelect } from './requirement-select';

/** Invitations from a CSV file: the server invites the good lines and reports each bad one. */
export function CsvInviteForm() {
  const { t } = useTranslation();
  const id = useId();
  const upload = useInviteCsv();
  const [file, setFile] = useState<File | null>(null);
  const [requirement, setRequirement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(t('console.csv.no-file'));
      return;
    }
    setProblem(null);
    const csv = await file.text();
    upload.mutate({ app_req_id: requirement, csv }, { onError: () => setProblem(t('console.csv.failed')) });
  };

  const report = upload.data;
  return (
    <section className="console__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('console.csv.title')}</h2>
      <p id={`${id}-hint`}>{t('console.csv.hint')}</p>
      <form className="console__form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="console__field">
          <label htmlFor={`${id}-file`}>{t('console.csv.file')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-hint`}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <RequirementSelect id={`${id}-requirement`} value={requirement} onChange={setRequirement} />
        {problem && (
          <p className="console__problem" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={upload.isPending}>
          {t('console.csv.submit')}
        </button>
      </form>
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
