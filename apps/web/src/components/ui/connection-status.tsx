import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import './connection-status.css';

/**
 * Whether live notifications are flowing (the WebSocket connection). Told by icon and word, never colour
 * alone. A polite live region, so losing and regaining the connection is announced without interrupting.
 */
export function ConnectionStatus({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  return (
    <p
      className={`connection-status connection-status--${connected ? 'connected' : 'disconnected'}`}
      role="status"
      aria-live="polite"
    >
      <Icon name={connected ? 'check' : 'warning'} className="connection-status__icon" />
      {/* A span of its own, so a crowded header can keep the icon and leave the word to screen readers. */}
      <span className="connection-status__label">
        {connected ? t('notifications.connected') : t('notifications.disconnected')}
      </span>
    </p>
  );
}
