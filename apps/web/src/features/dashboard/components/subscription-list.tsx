import { paths } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '#web/components/ui';
import { useHolderSubscriptions } from '../api/holder-subscriptions';
import type { HolderSubscription } from '../api/holder-subscriptions';
import { SectionError, Skeleton } from './section-states';

/** The co-branded logo when the organization asks for it and has one; its name as text otherwise. */
function OrganizationMark({ subscription }: { subscription: HolderSubscription }) {
  const [broken, setBroken] = useState(false);
  const { name, logo } = subscription.organization;
  if (subscription.subscriber_settings?.logo_cobranded && logo && !broken) {
    return <img className="subscription__logo" src={logo} alt={name} onError={() => setBroken(true)} />;
  }
  return <span className="subscription__name">{name}</span>;
}

export function SubscriptionList() {
  const { t } = useTranslation();
  const subscriptions = useHolderSubscriptions();

  return (
    <section
      className="dashboard__card"
      aria-labelledby="subscriptions-title"
      aria-busy={subscriptions.isPending}
    >
      <h2 id="subscriptions-title">{t('dashboard.subscriptions.title')}</h2>
      {subscriptions.isPending && <Skeleton lines={2} />}
      {subscriptions.isError && (
        <SectionError error={subscriptions.error} message={t('dashboard.subscriptions.error')} />
      )}
      {subscriptions.data?.length === 0 && (
        <p className="dashboard__empty">{t('dashboard.subscriptions.empty')}</p>
      )}
      {subscriptions.data && subscriptions.data.length > 0 && (
        <ul className="subscription-list" aria-labelledby="subscriptions-title">
          {subscriptions.data.map((subscription) => (
            <li key={subscription.id} className="subscription">
              <OrganizationMark subscription={subscription} />
              <StatusBadge tone={subscription.status === 'active' ? 'verified' : 'pending'}>
                {t(`subscription.status.${subscription.status}`)}
              </StatusBadge>
              {subscription.app_req_id && (
                <Link
                  to={paths.professionalHistory(subscription.app_req_id)}
                  aria-label={t('dashboard.subscriptions.work-history-named', {
                    organization: subscription.organization.name,
                  })}
                >
                  {t('dashboard.subscriptions.work-history')}
                </Link>
              )}
              <Link
                to={paths.share(subscription.id)}
                aria-label={t('dashboard.subscriptions.share-named', {
                  organization: subscription.organization.name,
                })}
              >
                {t('dashboard.subscriptions.share')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {subscriptions.data && subscriptions.data.length > 0 && (
        <p>
          <Link to={paths.shareActivity()}>{t('share.activity.title')}</Link>
        </p>
      )}
    </section>
  );
}
