import { useTranslation } from 'react-i18next';
import { useAuth } from '#web/lib/auth';
import './sign-out-button.css';

/** Signs out everywhere (001 §4): storage cleared, server session ended, provider session ended. */
export function SignOutButton() {
  const { t } = useTranslation();
  const { status, signOut } = useAuth();
  if (status !== 'signed-in') return null;
  return (
    <button
      type="button"
      className="button button--secondary sign-out-button"
      onClick={() => void signOut('user')}
    >
      {t('shell.sign-out')}
    </button>
  );
}
