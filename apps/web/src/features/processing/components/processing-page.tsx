import { jobNextPath, paths } from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProcessingAnimation } from '#web/components/ui';
import { isApiError } from '#web/lib/api-client';
import { useJob } from '../api/job';
import './processing-page.css';

/** The spec names no delay; past this a running job says it is taking longer than usual. */
export const PROCESSING_DELAYED_AFTER_MS = 20_000;

function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

/** /v3/processing?job_id=…: waits on a background job, then leads on (or says what went wrong). */
export function ProcessingPage() {
  const { t } = useTranslation();
  const jobId = useSearchParams()[0].get('job_id');
  const job = useJob(jobId);
  const delayed = useElapsed(PROCESSING_DELAYED_AFTER_MS);
  const backToDashboard = <Link to={paths.v3Dashboard()}>{t('processing.back-to-dashboard')}</Link>;

  let body: ReactNode;
  if (!jobId || job.isError || job.data?.status === 'failed') {
    const notFound = !jobId || (isApiError(job.error) && job.error.status === 404);
    const code = job.data?.error;
    const message = notFound
      ? t('processing.not-found')
      : code && isWordingKey(code)
        ? t(code)
        : t('error.something-went-wrong');
    body = (
      <ProcessingAnimation
        state="error"
        error={
          <>
            <p>{message}</p>
            <p className="processing-page__action">{backToDashboard}</p>
          </>
        }
      />
    );
  } else if (job.data?.status === 'succeeded') {
    const next = jobNextPath(job.data.result);
    body = (
      <div className="processing-page__done" role="status">
        <h2>{t('processing.done-title')}</h2>
        <p>{t('processing.done')}</p>
        <p className="processing-page__action">
          {next ? (
            <Link className="button button--primary" to={next}>
              {t('processing.continue')}
            </Link>
          ) : (
            backToDashboard
          )}
        </p>
      </div>
    );
  } else {
    body = <ProcessingAnimation state={delayed ? 'delayed' : 'running'} />;
  }

  return (
    <div className="page processing-page">
      <h1>{t('processing.title')}</h1>
      {body}
    </div>
  );
}
