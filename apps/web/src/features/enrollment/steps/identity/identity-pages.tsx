import { idVerificationStatusSchema, paths } from '@credence/shared';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { idVerificationSetting, useAuth, useAuthSession } from '#web/lib/auth';
import { IdentityVerificationPanel } from './identity-verification-panel';

/** The actor's id_verification, read again on arrival (a phone may have changed it meanwhile). */
function useIdentityStatus() {
  const session = useAuthSession();
  const { currentActor } = useAuth();
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    session.requestActors().then(
      () => setLoaded(true),
      (error: unknown) => {
        console.error(error);
        setFailed(true);
      },
    );
  }, [session]);
  const parsed = idVerificationStatusSchema.safeParse(idVerificationSetting(currentActor));
  return {
    status: parsed.success ? parsed.data : 'not_started',
    ready: loaded || (failed && currentActor !== null),
    failed: failed && currentActor === null,
    refresh: () => session.requestActors(),
  };
}

function StatusGate({
  identity,
  children,
}: {
  identity: ReturnType<typeof useIdentityStatus>;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  if (identity.failed)
    return (
      <p className="enroll-alert enroll-alert--error" role="alert">
        {t('error.something-went-wrong')}
      </p>
    );
  if (!identity.ready) return <p role="status">{t('identity.verify.loading')}</p>;
  return <>{children()}</>;
}

/**
 * /id-verify: identity verification on its own page. Opened from the cross-device link (?token=…) it is the
 * phone's side: the clinician finishes here and the other device sees the verdict.
 */
export function IdVerifyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? undefined;
  const identity = useIdentityStatus();
  return (
    <div className="page identity-page">
      <h1>{t(token ? 'identity.page.phone-title' : 'identity.page.title')}</h1>
      <StatusGate identity={identity}>
        {() => (
          <>
            <IdentityVerificationPanel
              status={identity.status}
              refresh={identity.refresh}
              startPath="/api/id_verify"
              showTitle={false}
              {...(token ? { crossDeviceToken: token } : {})}
            />
            {token && (identity.status === 'pending' || identity.status === 'finished') && (
              <p className="enroll-alert enroll-alert--info" role="status">
                {t('identity.page.phone-done')}
              </p>
            )}
            <p className="identity-page__next">
              <Link to={paths.actionCenter()}>{t('identity.page.to-dashboard')}</Link>
            </p>
          </>
        )}
      </StatusGate>
    </div>
  );
}

/**
 * /verify-identity: the organization (SAML) sign-in path asks for identity verification here
 * (POST /api/verify_identity). Pending is enough to go on.
 */
export function VerifyIdentityPage() {
  const { t } = useTranslation();
  const identity = useIdentityStatus();
  const done = identity.status === 'pending' || identity.status === 'finished';
  return (
    <div className="stack identity-page">
      <h1>{t('identity.page.title')}</h1>
      <StatusGate identity={identity}>
        {() => (
          <>
            <IdentityVerificationPanel
              status={identity.status}
              refresh={identity.refresh}
              startPath="/api/verify_identity"
              showTitle={false}
            />
            {done && (
              <p>
                <Link className="button button--primary" to={paths.actionCenter()}>
                  {t('action.continue')}
                </Link>
              </p>
            )}
          </>
        )}
      </StatusGate>
    </div>
  );
}
