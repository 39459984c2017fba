import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import type { IconName } from './icon';
import type { SnackbarEntry, SnackbarType } from './snackbar-queue';
import { VisuallyHidden } from './visually-hidden';

const ICONS: Record<SnackbarType, IconName> = {
  success: 'check',
  error: 'alert',
  info: 'info',
  warning: 'warning',
};

interface SnackbarProps {
  entry: SnackbarEntry;
  onClose: () => void;
  onPause: () => void;
  onResume: () => void;
}

/** One notice: icon and type word (never colour alone), the message, an optional action and a close button. */
export function Snackbar({ entry, onClose, onPause, onResume }: SnackbarProps) {
  const { t } = useTranslation();
  const typeWord = {
    success: t('snackbar.type.success'),
    error: t('snackbar.type.error'),
    info: t('snackbar.type.info'),
    warning: t('snackbar.type.warning'),
  }[entry.type];

  return (
    <div
      className={`snackbar snackbar--${entry.type}${entry.leaving ? ' snackbar--leaving' : ''}`}
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={onResume}
    >
      <Icon name={ICONS[entry.type]} className="snackbar__icon" />
      <p className="snackbar__text">
        <strong className="snackbar__type">{typeWord}</strong> {entry.message}
      </p>
      {entry.action && (
        <button
          type="button"
          className="button snackbar__action"
          onClick={() => {
            entry.action?.onClick();
            onClose();
          }}
        >
          {entry.action.label}
        </button>
      )}
      <button type="button" className="snackbar__close" onClick={onClose}>
        <Icon name="close" />
        <VisuallyHidden>{t('action.close')}</VisuallyHidden>
      </button>
    </div>
  );
}
