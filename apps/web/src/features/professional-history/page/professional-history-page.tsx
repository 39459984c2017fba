import { paths } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '#web/lib/api-client';
import { affiliationsQueryOptions } from '../api/affiliations';
import { prefillQueryOptions } from '../api/prefill';
import { progressStepsQueryOptions } from '../api/progress-steps';
import { referencesQueryOptions } from '../api/references';
import { applicationRequirementQueryOptions } from '../api/requirement';
import { workHistoryQueryOptions } from '../api/work-history';
import { HistoryFlow } from './history-flow';

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * /professional-history/{appReqID}/{step?} (000 §2, §4; decision 019): loads the requirement, the step
 * progress, the work history, the resume's prefill, the affiliations and the references together, then runs
 * the flow. A requirement the clinician is not subscribed to answers 404: the page says so and leads back to
 * the dashboard.
 */
export function ProfessionalHistoryPage() {
  const { t } = useTranslation();
  const { appReqID = '', step } = useParams();
  const requirement = useQuery(applicationRequirementQueryOptions(appReqID));
  const progress = useQuery(progressStepsQueryOptions(appReqID));
  const history = useQuery(workHistoryQueryOptions(appReqID));
  const prefill = useQuery(prefillQueryOptions());
  const affiliations = useQuery(affiliationsQueryOptions(appReqID));
  const references = useQuery(referencesQueryOptions(appReqID));
  const all = [requirement, progress, history, prefill, affiliations, references];

  let body: ReactNode;
  if (isNotFound(requirement.error)) {
    body = (
      <div className="ph-alert ph-alert--error" role="alert">
        <p>{t('professional-history.not-found')}</p>
        <p>
          <Link to={paths.v3Dashboard()}>{t('processing.back-to-dashboard')}</Link>
        </p>
      </div>
    );
  } else if (all.some((query) => query.isError)) {
    body = (
      <div className="ph-alert ph-alert--error" role="alert">
        <p>{t('professional-history.load-failed')}</p>
        <button
          type="button"
          className="button"
          onClick={() => all.filter((query) => query.isError).forEach((query) => void query.refetch())}
        >
          {t('action.retry')}
        </button>
      </div>
    );
  } else if (progress.isSuccess && all.every((query) => query.isSuccess)) {
    body = (
      <HistoryFlow
        // A new requirement is a new flow.
        key={appReqID}
        appReqId={appReqID}
        urlStep={step}
        progress={progress.data}
      />
    );
  } else {
    body = <p role="status">{t('professional-history.loading')}</p>;
  }

  return (
    <div className="ph-page">
      <h1>{t('professional-history.title')}</h1>
      {requirement.data && (
        <div className="ph-page__organization">
          <p>
            {t('professional-history.for-organization', {
              organization: requirement.data.subscriber_group.name,
            })}
          </p>
          <p>
            <Link to={paths.v3Dashboard()}>{t('processing.back-to-dashboard')}</Link>
          </p>
        </div>
      )}
      {body}
    </div>
  );
}
