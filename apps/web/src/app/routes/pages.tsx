import type { RouteId } from '@credence/shared';
import type { ComponentType, ReactElement } from 'react';
import { AcceptInvitePage, ClaimAccountPage } from '../../features/accounts';
import { CallbackPage, LinkErrorPage, SignedOutPage, TimeoutPage } from '../../features/auth';
import { DashboardPage } from '../../features/dashboard';
import { EnrollPage, IdVerifyPage, VerifyIdentityPage } from '../../features/enrollment';
import { NotificationPreferencesPage } from '../../features/notifications';
import { ProcessingPage } from '../../features/processing';
import { ProfessionalHistoryPage } from '../../features/professional-history';
import { ErrorPage } from './error-page';
import { ActionCenterRedirect, ProcessingRedirect } from './full-page-redirect';
import { LoginPage } from './login-page';
import { PlaceholderPage } from './placeholder-page';
import { ResetPasswordRoute } from './reset-password-route';

/** Pages built so far; every other route shows its placeholder until its feature issue lands. */
const PAGES: Partial<Record<RouteId, ComponentType>> = {
  login: LoginPage,
  callback: CallbackPage,
  // Organization (SAML) sign-in returns here; completing it is the same as /callback.
  saml: CallbackPage,
  timeout: TimeoutPage,
  redirect: SignedOutPage,
  resetPassword: ResetPasswordRoute,
  v3Error: LinkErrorPage,
  error: ErrorPage,
  actionCenter: ActionCenterRedirect,
  processing: ProcessingRedirect,
  v3Dashboard: DashboardPage,
  v3Processing: ProcessingPage,
  claimAccount: ClaimAccountPage,
  acceptInvite: AcceptInvitePage,
  notificationPreferences: NotificationPreferencesPage,
  enroll: EnrollPage,
  idVerify: IdVerifyPage,
  verifyIdentity: VerifyIdentityPage,
  professionalHistory: ProfessionalHistoryPage,
};

export function pageFor(routeId: RouteId): ReactElement {
  const Page = PAGES[routeId];
  return Page ? <Page /> : <PlaceholderPage routeId={routeId} />;
}
