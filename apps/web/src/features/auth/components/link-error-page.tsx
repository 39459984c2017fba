import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthSession } from '#web/lib/auth';
import { SignInButton } from './sign-in-button';

/** /v3/{kind}-error (001 §4): a failed account link ends the session in this browser. */
export function LinkErrorPage() {
  const { t } = useTranslation();
  const session = useAuthSession();

  useEffect(() => {
    void session.endLocally({ clearStorage: true });
  }, [session]);

  return (
    <div className="page stack">
      <h1>{t('auth.link-error.title')}</h1>
      <p className="auth-alert auth-alert--error" role="alert">
        {t('auth.link-error')}
      </p>
      <SignInButton label={t('auth.sign-in-again')} />
    </div>
  );
}
