import { matchRoute, paths } from '@credence/shared';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  decideGuard,
  idVerificationSetting,
  loggedInFlag,
  loginRedirect,
  useAuth,
  useAuthSession,
} from '#web/lib/auth';
import { usePersonalInfo } from '#web/lib/personal-info';

/** The access rules of 000 §2 around every page; the rules themselves are `decideGuard` (lib/auth/guard.ts). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useAuthSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { status, currentActor } = useAuth();
  const onEnroll = matchRoute(pathname)?.route.id === 'enroll';
  const personalInfo = usePersonalInfo({ enabled: onEnroll && status === 'signed-in' });
  // If personal_info cannot be read, the actor setting alone decides rather than leaving the page blank.
  const enrollReady = personalInfo.isSuccess || personalInfo.isError;
  const decision = decideGuard({
    pathname,
    search,
    status,
    loggedIn: loggedInFlag.isSet(),
    enroll: enrollReady
      ? {
          idVerification: idVerificationSetting(currentActor),
          enrollmentStatus: personalInfo.data?.enrollment_status,
          forceEnroll: personalInfo.data?.force_enroll ?? false,
        }
      : undefined,
  });
  const target = decision.kind === 'redirect' ? decision.to : 'returnTo' in decision ? decision.returnTo : '';

  useEffect(() => {
    const toLogin = () => {
      loginRedirect.save(target);
      void navigate(paths.login(), { replace: true });
    };
    if (decision.kind === 'redirect') void navigate(target, { replace: true });
    if (decision.kind === 'sign-in') toLogin();
    if (decision.kind === 'reauthorize') {
      session.reauthorize(target).catch((error: unknown) => {
        console.error(error);
        loggedInFlag.clear();
        toLogin();
      });
    }
  }, [decision.kind, target, navigate, session]);

  if (decision.kind === 'allow') return children;
  if (decision.kind === 'redirect' || (decision.kind === 'wait' && status === 'signed-in')) return null;
  return (
    <div className="page">
      <p role="status">{t(status === 'signing-out' ? 'auth.signing-out' : 'auth.signing-in')}</p>
    </div>
  );
}
