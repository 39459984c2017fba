import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '#web/lib/auth';
import { useSignInOptions } from '../api/sign-in-options';
import { SignInButton } from './sign-in-button';

/** The provider's display name when the server knows this connection; the raw value otherwise. */
function useNetworkName(connection: string): string {
  const options = useSignInOptions();
  const network = options.data?.network;
  return network?.connection === connection ? network.name : connection;
}

/**
 * '/?connection=<value>' (000 §2): sign-in through the professional-network provider starts at once.
 * The server sends the browser on to the provider; an unknown value gets the hosted sign-in instead.
 */
export function NetworkSignIn({ connection, inviteId }: { connection: string; inviteId: string | null }) {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const name = useNetworkName(connection);
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // Once per page: strict mode runs effects twice, and the sign-in state is single use.
    if (started.current) return;
    started.current = true;
    signIn({ connection, inviteId }).catch((error: unknown) => {
      console.error(error);
      setFailed(true);
    });
  }, [signIn, connection, inviteId]);

  return (
    <div className="page stack">
      <h1>{t('shell.login.title')}</h1>
      {failed ? (
        <>
          <p className="auth-alert auth-alert--error" role="alert">
            {t('auth.sign-in-failed')}
          </p>
          <SignInButton label={t('auth.network.sign-in', { name })} options={{ inviteId, connection }} />
        </>
      ) : (
        <p role="status">{t('auth.network.redirecting', { name })}</p>
      )}
    </div>
  );
}

/** The 'Sign in with {name}' choice on the login entry, when the server has a provider. */
export function NetworkSignInChoice({ inviteId }: { inviteId: string | null }) {
  const { t } = useTranslation();
  const network = useSignInOptions().data?.network;
  if (!network) return null;
  return (
    <SignInButton
      label={t('auth.network.sign-in', { name: network.name })}
      options={{ inviteId, connection: network.connection }}
    />
  );
}
