import { reportMonthSchema, type MonitoringCheck } from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentMonth, monitoringCsvDownload, useMonitoringReport } from '../../api/monitoring';

/**
 * The monthly monitoring report (decision 056): for a chosen month (UTC), every source checked for each of
 * the group's clinicians with the list snapshot or the record's time, and the same as a CSV download. The
 * table scrolls inside its own labelled region at 360 px.
 */
export function MonitoringReport() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [month, setMonth] = useState(currentMonth);
  const valid = reportMonthSchema.safeParse(month).success;
  const report = useMonitoringReport(valid ? month : null);
  const [message, setMessage] = useState('');
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const none = t('console.monitoring.none');
  const wordOr = (key: string, raw: string) => (isWordingKey(key) ? t(key) : raw);
  const sourceOf = (check: MonitoringCheck) =>
    check.source
      ? wordOr(
          `console.monitoring.source.${check.source}`,
          wordOr(`verification.source.${check.source}`, check.source),
        )
      : none;
  const listOf = (check: MonitoringCheck) =>
    check.list ? wordOr(`console.monitoring.list.${check.list}`, check.list) : none;

  const download = async () => {
    setMessage('');
    try {
      await monitoringCsvDownload(month);
      setMessage(t('console.monitoring.report.downloaded'));
    } catch {
      setMessage(t('console.monitoring.report.download-failed'));
    }
  };

  const shown = report.data?.month === month ? report.data : undefined;
  return (
    <section className="console__section" aria-labelledby="console-report">
      <h2 id="console-report">{t('console.monitoring.report.title')}</h2>
      <p>{t('console.monitoring.report.lead')}</p>
      <div className="console__form">
        <div className="console__field">
          <label htmlFor={`${id}-month`}>{t('console.monitoring.report.month')}</label>
          <input
            id={`${id}-month`}
            type="month"
            value={month}
            aria-describedby={`${id}-month-hint`}
            aria-invalid={!valid}
            onChange={(event) => setMonth(event.target.value)}
          />
          <span id={`${id}-month-hint`}>
            {valid ? t('console.monitoring.report.month-hint') : t('console.monitoring.report.invalid-month')}
          </span>
        </div>
        <div className="console__actions">
          <button type="button" className="button" disabled={!valid} onClick={() => void download()}>
            {t('console.monitoring.report.download')}
          </button>
        </div>
      </div>
      <p role="status">{report.isFetching ? t('console.loading') : message}</p>
      {report.isError && <p>{t('console.load-failed')}</p>}
      {shown && (
        <>
          <p>
            {t('console.monitoring.report.summary', {
              clinicians: shown.clinicians,
              checks: shown.checks.filter((check) => check.result !== 'not_checked').length,
            })}
          </p>
          {shown.checks.length === 0 ? (
            <p>{t('console.monitoring.report.empty')}</p>
          ) : (
            <div
              className="console__scroll"
              role="region"
              aria-labelledby={`${id}-caption`}
              // A scrolling region must be reachable with the keyboard (WCAG 2.1.1).
              tabIndex={0}
            >
              <table className="console__table">
                <caption id={`${id}-caption`}>
                  {t('console.monitoring.report.caption', { month: shown.month })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('console.monitoring.report.clinician')}</th>
                    <th scope="col">{t('console.monitoring.report.source')}</th>
                    <th scope="col">{t('console.monitoring.report.list')}</th>
                    <th scope="col">{t('console.monitoring.report.snapshot')}</th>
                    <th scope="col">{t('console.monitoring.report.checked')}</th>
                    <th scope="col">{t('console.monitoring.report.result')}</th>
                    <th scope="col">{t('console.monitoring.report.decision')}</th>
                    <th scope="col">{t('console.monitoring.report.note')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.checks.map((check, index) => (
                    <tr key={index}>
                      <th scope="row">{check.clinician.name}</th>
                      <td>{sourceOf(check)}</td>
                      <td>{listOf(check)}</td>
                      <td>
                        {check.snapshot_date ? day(check.snapshot_date) : none}
                        {check.snapshot_sha256 && (
                          <span className="console__hash">
                            {' '}
                            {t('console.monitoring.report.sha', { sha: check.snapshot_sha256.slice(0, 12) })}
                          </span>
                        )}
                      </td>
                      <td>{check.checked_at ? time(check.checked_at) : none}</td>
                      <td>{wordOr(`console.monitoring.result.${check.result}`, check.result)}</td>
                      <td>
                        {check.decision ? t(`console.monitoring.report.decision-${check.decision}`) : none}
                      </td>
                      <td>{check.decision_note ?? none}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
