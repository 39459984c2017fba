import { paths } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAffiliations, useSubscriptions } from '../api/profile';
import { AffiliationList } from './affiliation-list';
import '../wallet.css';

/** The organizations that ask for affiliations: where the clinician adds and edits them (professional history). */
export function useRequirements() {
  const subscriptions = useSubscriptions();
  return {
    query: subscriptions,
    requirements: (subscriptions.data ?? []).flatMap((subscription) =>
      subscription.app_req_id
        ? [{ appReqId: subscription.app_req_id, organization: subscription.organization.name }]
        : [],
    ),
  };
}

/** /affiliations: the wallet view of the clinician's hospital affiliations (GET /api/affiliations). */
export function AffiliationsPage() {
  const { t } = useTranslation();
  const affiliations = useAffiliations();
  const { requirements } = useRequirements();
  const data = affiliations.data;
  return (
    <div className="wallet">
      <h1>{t('wallet.affiliations.title')}</h1>
      <p className="lead">{t('wallet.affiliations.intro')}</p>
      {affiliations.isPending && <p aria-busy="true">{t('wallet.loading')}</p>}
      {affiliations.isError && (
        <p className="wallet__alert" role="alert">
          {t('wallet.affiliations.error')}
        </p>
      )}
      {data && data.affiliations.length === 0 && (
        <p>
          {data.answer === 'no' ? t('wallet.affiliations.answered-none') : t('wallet.affiliations.empty')}
        </p>
      )}
      {data && data.affiliations.length > 0 && <AffiliationList affiliations={data.affiliations} />}
      {requirements.length > 0 ? (
        <ul className="wallet__links">
          {requirements.map(({ appReqId, organization }) => (
            <li key={appReqId}>
              <Link to={paths.professionalHistory(appReqId, 'affiliations')}>
                {t('wallet.affiliations.edit-for', { organization })}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('wallet.affiliations.when-asked')}</p>
      )}
    </div>
  );
}
