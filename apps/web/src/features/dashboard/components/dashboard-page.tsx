import { useTranslation } from 'react-i18next';
import { usePersonalSummary } from '../api/personal-summary';
import { CompletenessCard } from './completeness-card';
import { SubscriptionList } from './subscription-list';
import { TaskLists } from './task-lists';
import './dashboard.css';

/** /v3/dashboard: what needs the clinician's attention, and how complete the wallet is. */
export function DashboardPage() {
  const { t } = useTranslation();
  // A failed name read only loses the name: the generic handler has logged it, the page goes on.
  const name = usePersonalSummary().data?.firstName;

  return (
    <div className="dashboard">
      <header className="dashboard__welcome">
        <h1>{name ? t('dashboard.welcome', { name }) : t('dashboard.welcome-anonymous')}</h1>
        <p className="lead">{t('dashboard.intro')}</p>
      </header>
      <div className="dashboard__grid">
        <div className="dashboard__main">
          <TaskLists />
        </div>
        <div className="dashboard__side">
          <CompletenessCard />
          <SubscriptionList />
        </div>
      </div>
    </div>
  );
}
