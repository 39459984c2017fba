import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { landingAfterSignOut, signOutReason } from '#web/lib/auth';
import { SignInButton } from './sign-in-button';

/**
 * /redirect: where the provider's end-session sends the browser back (001 §4). An idle sign-out goes on to
 * /timeout with the inactivity message; a sign-out for a missing action says why.
 */
export function SignedOutPage() {
  const { t } = useTranslation();
  // Read once: the reason is cleared below so a later visit shows the plain message.
  const [reason] = useState(signOutReason.read);
  useEffect(() => signOutReason.clear(), []);

  if (reason === 'inactivity') return <Navigate to={landingAfterSignOut(reason)} replace />;

  return (
    <div className="page stack">
      <h1>{t('auth.signed-out')}</h1>
      {reason === 'access-denied' ? (
        <p className="auth-alert auth-alert--error" role="alert">
          {t('auth.access-denied')}
        </p>
      ) : null}
      <SignInButton label={t('auth.sign-in-again')} />
    </div>
  );
}
