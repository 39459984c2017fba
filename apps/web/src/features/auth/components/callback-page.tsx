import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuthSession } from '#web/lib/auth';
import { completePostLogin } from '../post-login';
import type { LoginLocationState } from './login-entry';

/** /callback and /saml: the provider's answer arrives here; the page only says what is happening. */
export function CallbackPage() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    let active = true;
    const url = new URL(`${pathname}${search}`, window.location.origin);
    void completePostLogin({ session, url }).then((outcome) => {
      if (!active || !outcome) return;
      const state: LoginLocationState | undefined = outcome.signInFailed ? { signInFailed: true } : undefined;
      void navigate(outcome.to, { replace: true, state });
    });
    return () => {
      active = false;
    };
  }, [session, navigate, pathname, search]);

  return (
    <div className="page stack">
      <h1>{t('auth.signing-in')}</h1>
    </div>
  );
}
