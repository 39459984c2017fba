import { useTranslation } from 'react-i18next';
import { useClinicianTasks } from '../api/clinician-tasks';
import { useHolderSubscriptions } from '../api/holder-subscriptions';
import { usePersonalSummary } from '../api/personal-summary';
import { useWalletCompleteness } from '../api/wallet-completeness';
import { CompletenessCard } from './completeness-card';
import { Skeleton } from './section-states';
import { SubscriptionList } from './subscription-list';
import { TaskLists } from './task-lists';
import './dashboard.css';

/** /v3/dashboard: what needs the clinician's attention, and how complete the wallet is. */
export function DashboardPage() {
  const { t } = useTranslation();
  // A failed name read only loses the name: the generic handler has logged it, the page goes on.
  const name = usePersonalSummary().data?.firstName;
  // The sections appear together once each has its answer (or its error): on a phone they stack, and
  // sections filling in one by one pushed the ones below down (a layout shift of 0.21 measured by
  // bench/web-vitals). Until then one placeholder holds the place. A section whose first try failed does
  // not hold the others back: it shows its own state while it retries.
  const sections = [useClinicianTasks(), useWalletCompleteness(), useHolderSubscriptions()];
  const settled = sections.every((query) => !query.isPending || query.failureCount > 0);

  return (
    <div className="dashboard">
      <header className="dashboard__welcome">
        <h1>{name ? t('dashboard.welcome', { name }) : t('dashboard.welcome-anonymous')}</h1>
        <p className="lead">{t('dashboard.intro')}</p>
      </header>
      {settled ? (
        <div className="dashboard__grid">
          <div className="dashboard__main">
            <TaskLists />
          </div>
          <div className="dashboard__side">
            <CompletenessCard />
            <SubscriptionList />
          </div>
        </div>
      ) : (
        <div className="dashboard__card" aria-busy="true">
          <Skeleton lines={6} />
        </div>
      )}
    </div>
  );
}
