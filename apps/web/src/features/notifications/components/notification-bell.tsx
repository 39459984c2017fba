import { paths } from '@credence/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConnectionStatus } from '#web/components/ui';
import { useNotifications } from '../use-notifications';
import { NotificationList } from './notification-list';

function BellIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 1 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1z" />
    </svg>
  );
}

/**
 * The header widget: the live connection state (icon and word), and a bell with the number of queued
 * notifications that opens a panel listing them, each deletable. Escape closes the panel.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { connected, items, remove } = useNotifications();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div
      className="notification-bell"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <ConnectionStatus connected={connected} />
      <button
        ref={button}
        type="button"
        className="notification-bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('notifications.button', { count: items.length })}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <BellIcon />
        <span className="notification-bell__count" aria-hidden="true">
          {items.length}
        </span>
      </button>
      <section id={panelId} className="notification-bell__panel" aria-labelledby={headingId} hidden={!open}>
        <h2 id={headingId}>{t('notifications.recent')}</h2>
        <NotificationList items={items} onDelete={remove} />
        <p className="notification-bell__footer">
          <Link to={paths.notificationPreferences()} onClick={() => setOpen(false)}>
            {t('notifications.preferences')}
          </Link>
          <button type="button" className="button" onClick={close}>
            {t('notifications.close')}
          </button>
        </p>
      </section>
    </div>
  );
}
