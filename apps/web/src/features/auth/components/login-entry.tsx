import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { NetworkSignIn, NetworkSignInChoice } from './network-sign-in';
import { OrganizationSignIn } from './organization-sign-in';
import { SignInButton } from './sign-in-button';

/** Set by the callback page when a sign-in failed (000 §8: login failure sends the user to /). */
export interface LoginLocationState {
  signInFailed?: boolean;
}

/** '/' (000 §2): the hosted sign-in, or the organization's or the professional network's when the query names one. */
export function LoginEntry() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  const inviteId = search.get('invite_id');
  const organization = search.get('organization');
  const connection = search.get('connection');
  const failed = (location.state as LoginLocationState | null)?.signInFailed === true;

  if (organization) return <OrganizationSignIn organization={organization} inviteId={inviteId} />;
  if (connection) return <NetworkSignIn connection={connection} inviteId={inviteId} />;

  return (
    <div className="page stack">
      <h1>{t('shell.login.title')}</h1>
      <p className="lead">{t('shell.login.intro')}</p>
      {failed ? (
        <p className="auth-alert auth-alert--error" role="alert">
          {t('auth.sign-in-failed')}
        </p>
      ) : null}
      <SignInButton options={{ inviteId }} />
      <NetworkSignInChoice inviteId={inviteId} />
    </div>
  );
}
