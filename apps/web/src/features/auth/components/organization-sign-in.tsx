import { useTranslation } from 'react-i18next';
import { useOrganizationConfig } from '../api/organization-config';
import { SignInButton } from './sign-in-button';

/**
 * '/?organization=slug': the organization's name and logo, then its SAML sign-in through the provider
 * (forced re-login, back to /saml). When the organization cannot be found the hosted sign-in is offered.
 */
export function OrganizationSignIn({
  organization,
  inviteId,
}: {
  organization: string;
  inviteId: string | null;
}) {
  const { t } = useTranslation();
  const config = useOrganizationConfig(organization);

  if (config.isPending) {
    return (
      <div className="page stack">
        <h1>{t('auth.organization.title')}</h1>
        <p role="status">{t('auth.organization.loading')}</p>
      </div>
    );
  }

  if (config.isError) {
    return (
      <div className="page stack">
        <h1>{t('shell.login.title')}</h1>
        <p className="auth-alert auth-alert--error" role="alert">
          {t('auth.organization.unavailable')}
        </p>
        {/* The organization stays in the state: the round trip keeps the query it started from. */}
        <SignInButton options={{ inviteId, organization }} />
      </div>
    );
  }

  const { name, logo } = config.data;
  return (
    <div className="page stack">
      <h1>{t('auth.organization.title')}</h1>
      {logo ? (
        <img
          className="organization-logo"
          src={logo}
          alt={t('auth.organization.logo', { organization: name })}
        />
      ) : null}
      <p className="lead">{name}</p>
      <SignInButton
        label={t('auth.organization.sign-in', { organization: name })}
        options={{ inviteId, organization, saml: true }}
      />
    </div>
  );
}
