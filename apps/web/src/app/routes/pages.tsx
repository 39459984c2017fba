import type { RouteId } from '@credence/shared';
import type { ComponentType } from 'react';
// The error page also renders from the root error boundary, so it is in the entry anyway.
import { ErrorPage } from './error-page';
import { LoginPage } from './login-page';

/** Loads one page's code: a dynamic import, so the page ships in its own chunk (decision 027). */
export type PageImport = () => Promise<ComponentType>;

/**
 * Pages built so far, each loaded when its route is first visited; every other route shows its
 * placeholder until its feature issue lands. A new page is one more line here, always a dynamic import:
 * a static import would put the page (and its libraries) back into every visitor's first download.
 */
export const PAGES: Partial<Record<RouteId, PageImport>> = {
  // '/' is the first screen most visitors see: it ships in the entry, no second round trip.
  login: () => Promise.resolve(LoginPage),
  callback: () => import('../../features/auth/components/callback-page').then((m) => m.CallbackPage),
  // Organization (SAML) sign-in returns here; completing it is the same as /callback.
  saml: () => import('../../features/auth/components/callback-page').then((m) => m.CallbackPage),
  timeout: () => import('../../features/auth/components/timeout-page').then((m) => m.TimeoutPage),
  redirect: () => import('../../features/auth/components/signed-out-page').then((m) => m.SignedOutPage),
  resetPassword: () => import('./reset-password-route').then((m) => m.ResetPasswordRoute),
  v3Error: () => import('../../features/auth/components/link-error-page').then((m) => m.LinkErrorPage),
  error: () => Promise.resolve(ErrorPage),
  actionCenter: () => import('./full-page-redirect').then((m) => m.ActionCenterRedirect),
  processing: () => import('./full-page-redirect').then((m) => m.ProcessingRedirect),
  v3Dashboard: () => import('../../features/dashboard').then((m) => m.DashboardPage),
  v3Processing: () => import('../../features/processing').then((m) => m.ProcessingPage),
  claimAccount: () => import('../../features/accounts').then((m) => m.ClaimAccountPage),
  acceptInvite: () => import('../../features/accounts').then((m) => m.AcceptInvitePage),
  notificationPreferences: () =>
    import('../../features/notifications').then((m) => m.NotificationPreferencesPage),
  enroll: () => import('../../features/enrollment').then((m) => m.EnrollPage),
  idVerify: () => import('../../features/enrollment').then((m) => m.IdVerifyPage),
  verifyIdentity: () => import('../../features/enrollment').then((m) => m.VerifyIdentityPage),
  professionalHistory: () =>
    import('../../features/professional-history').then((m) => m.ProfessionalHistoryPage),
};

/** Every other route: its placeholder, lazy like a real page so the page that replaces it is too. */
export function placeholderPage(routeId: RouteId): PageImport {
  return () => import('./placeholder-page').then((m) => () => <m.PlaceholderPage routeId={routeId} />);
}
