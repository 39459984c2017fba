import { type StoredNotification } from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '#web/components/ui';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function NotificationItem({
  notification,
  onDelete,
}: {
  notification: StoredNotification;
  onDelete: (id: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const { title_key: key, title_params: params, text } = notification;
  const title = key && isWordingKey(key) ? t(key, params) : (text ?? '');
  const remove = async () => {
    setBusy(true);
    try {
      await onDelete(notification.id);
    } catch {
      snackbar.show({ type: 'error', message: t('notifications.delete-failed') });
      setBusy(false);
    }
  };
  return (
    <li className="notification">
      <p className="notification__title" id={titleId}>
        {title}
      </p>
      {text && text !== title ? <p className="notification__text">{text}</p> : null}
      <time className="notification__time muted" dateTime={notification.created_at}>
        {when.format(new Date(notification.created_at))}
      </time>
      <button
        type="button"
        className="button notification__delete"
        aria-describedby={titleId}
        disabled={busy}
        onClick={() => void remove()}
      >
        {t('notifications.delete')}
      </button>
    </li>
  );
}

/** The queue of notifications, newest first, each deletable. */
export function NotificationList({
  items,
  onDelete,
}: {
  items: readonly StoredNotification[];
  onDelete: (id: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="muted">{t('notifications.empty')}</p>;
  return (
    <ul className="notification-list">
      {items.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onDelete={onDelete} />
      ))}
    </ul>
  );
}
