import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '#web/components/ui';
import { usePreferences } from '../api/preferences';
import { useNotifications } from '../use-notifications';
import { NotificationList } from './notification-list';
import { PreferencesForm } from './preferences-form';

/** /notification-preferences: how each kind of notice reaches the clinician, and the notices themselves. */
export function NotificationPreferencesPage() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const { connected, items, remove } = useNotifications();
  const listHeading = useId();
  return (
    <div className="page stack notifications-page">
      <h1>{t('notifications.preferences')}</h1>
      <p className="lead">{t('notifications.preferences.intro')}</p>
      {preferences.data ? (
        <PreferencesForm initial={preferences.data} />
      ) : preferences.isError ? (
        <p className="notifications-page__problem">{t('notifications.preferences.load-failed')}</p>
      ) : null}
      <section aria-labelledby={listHeading} className="stack">
        <h2 id={listHeading}>{t('notifications.recent')}</h2>
        <ConnectionStatus connected={connected} />
        <NotificationList items={items} onDelete={remove} />
      </section>
    </div>
  );
}
