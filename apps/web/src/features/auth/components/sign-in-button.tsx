import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '#web/lib/auth';
import type { SignInOptions } from '#web/lib/auth';

/** Starts the hosted sign-in (a top-level redirect); says so if the provider cannot even be reached. */
export function SignInButton({
  label,
  options,
}: {
  /** The button's text, already translated; 'Sign in' when not given. */
  label?: string;
  options?: SignInOptions;
}) {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const start = () => {
    setState('busy');
    signIn(options).catch((error: unknown) => {
      console.error(error);
      setState('failed');
    });
  };

  return (
    <>
      {state === 'failed' ? (
        <p className="auth-alert auth-alert--error" role="alert">
          {t('auth.sign-in-failed')}
        </p>
      ) : null}
      <button type="button" className="button button--primary" disabled={state === 'busy'} onClick={start}>
        {label ?? t('shell.login.sign-in')}
      </button>
    </>
  );
}
