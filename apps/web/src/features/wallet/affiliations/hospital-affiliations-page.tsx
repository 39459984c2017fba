import { paths } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '#web/components/ui';
import { useAffiliations } from '../api/profile';
import { useRequirements } from './affiliations-page';
import '../wallet.css';

/** One organization's hospital-affiliation task: complete or not under its requirement, and where to finish it. */
function RequirementTask({ appReqId, organization }: { appReqId: string; organization: string }) {
  const { t } = useTranslation();
  const affiliations = useAffiliations(appReqId);
  const data = affiliations.data;
  const titleId = `task-${appReqId}`;
  return (
    <article className="wallet-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('wallet.hospital.task', { organization })}</h2>
      {affiliations.isPending && <p aria-busy="true">{t('wallet.loading')}</p>}
      {affiliations.isError && (
        <p className="wallet__alert" role="alert">
          {t('wallet.affiliations.error')}
        </p>
      )}
      {data && (
        <>
          <StatusBadge tone={data.complete ? 'verified' : 'pending'}>
            {t(data.complete ? 'wallet.hospital.complete' : 'wallet.hospital.incomplete')}
          </StatusBadge>
          <p>{t('wallet.hospital.look-back', { years: data.config.look_back_years })}</p>
          {data.config.reference_required && <p>{t('wallet.hospital.reference-required')}</p>}
          <p>
            {t('wallet.hospital.counts', {
              count: data.affiliations.length,
              incomplete: data.incomplete_ids.length,
            })}
          </p>
          <Link className="button" to={paths.professionalHistory(appReqId, 'affiliations')}>
            {t(data.complete ? 'wallet.hospital.review' : 'wallet.hospital.finish')}
            <span className="visually-hidden">: {organization}</span>
          </Link>
        </>
      )}
    </article>
  );
}

/** /hospital-affiliations: the hospital-affiliation task of each organization that asks for it. */
export function HospitalAffiliationsPage() {
  const { t } = useTranslation();
  const { query, requirements } = useRequirements();
  return (
    <div className="wallet">
      <h1>{t('wallet.hospital.title')}</h1>
      <p className="lead">{t('wallet.hospital.intro')}</p>
      {query.isPending && <p aria-busy="true">{t('wallet.loading')}</p>}
      {query.data && requirements.length === 0 && <p>{t('wallet.affiliations.when-asked')}</p>}
      <div className="wallet__cards">
        {requirements.map((requirement) => (
          <RequirementTask key={requirement.appReqId} {...requirement} />
        ))}
      </div>
    </div>
  );
}
