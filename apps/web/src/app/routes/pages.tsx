import type { RouteId } from '@credence/shared';
import type { ComponentType } from 'react';
import { loadOnce } from '../load-once';
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
  login: loadOnce(() => Promise.resolve(LoginPage)),
  callback: loadOnce(() =>
    import('../../features/auth/components/callback-page').then((m) => m.CallbackPage),
  ),
  // Organization (SAML) sign-in returns here; completing it is the same as /callback.
  saml: loadOnce(() => import('../../features/auth/components/callback-page').then((m) => m.CallbackPage)),
  timeout: loadOnce(() => import('../../features/auth/components/timeout-page').then((m) => m.TimeoutPage)),
  redirect: loadOnce(() =>
    import('../../features/auth/components/signed-out-page').then((m) => m.SignedOutPage),
  ),
  resetPassword: loadOnce(() => import('./reset-password-route').then((m) => m.ResetPasswordRoute)),
  v3Error: loadOnce(() =>
    import('../../features/auth/components/link-error-page').then((m) => m.LinkErrorPage),
  ),
  error: loadOnce(() => Promise.resolve(ErrorPage)),
  actionCenter: loadOnce(() => import('./full-page-redirect').then((m) => m.ActionCenterRedirect)),
  processing: loadOnce(() => import('./full-page-redirect').then((m) => m.ProcessingRedirect)),
  v3Dashboard: loadOnce(() => import('../../features/dashboard').then((m) => m.DashboardPage)),
  v3Processing: loadOnce(() => import('../../features/processing').then((m) => m.ProcessingPage)),
  claimAccount: loadOnce(() => import('../../features/accounts').then((m) => m.ClaimAccountPage)),
  acceptInvite: loadOnce(() => import('../../features/accounts').then((m) => m.AcceptInvitePage)),
  notificationPreferences: loadOnce(() =>
    import('../../features/notifications').then((m) => m.NotificationPreferencesPage),
  ),
  enroll: loadOnce(() => import('../../features/enrollment').then((m) => m.EnrollPage)),
  idVerify: loadOnce(() => import('../../features/enrollment').then((m) => m.IdVerifyPage)),
  verifyIdentity: loadOnce(() => import('../../features/enrollment').then((m) => m.VerifyIdentityPage)),
  documents: loadOnce(() => import('../../features/documents').then((m) => m.DocumentsPage)),
  insurance: loadOnce(() => import('../../features/malpractice').then((m) => m.InsurancePage)),
  credentials: loadOnce(() => import('../../features/wallet').then((m) => m.CredentialsPage)),
  verifiedSourceReview: loadOnce(() => import('../../features/wallet').then((m) => m.ReviewPage)),
  personalInformation: loadOnce(() => import('../../features/wallet').then((m) => m.PersonalInformationPage)),
  yourData: loadOnce(() => import('../../features/wallet').then((m) => m.YourDataPage)),
  affiliations: loadOnce(() => import('../../features/wallet').then((m) => m.AffiliationsPage)),
  hospitalAffiliations: loadOnce(() =>
    import('../../features/wallet').then((m) => m.HospitalAffiliationsPage),
  ),
  workVerification: loadOnce(() =>
    import('../../features/work-verification').then((m) => m.WorkVerificationPage),
  ),
  share: loadOnce(() => import('../../features/sharing').then((m) => m.SharePage)),
  shareActivity: loadOnce(() => import('../../features/sharing').then((m) => m.ShareActivityPage)),
  present: loadOnce(() => import('../../features/sharing').then((m) => m.PresentPage)),
  walletOffer: loadOnce(() => import('../../features/sharing').then((m) => m.WalletOfferPage)),
  admin: loadOnce(() => import('../../features/console').then((m) => m.ConsolePage)),
  adminRequirements: loadOnce(() => import('../../features/console').then((m) => m.RequirementSetsPage)),
  adminClinician: loadOnce(() => import('../../features/console').then((m) => m.ClinicianFilePage)),
  adminMonitoring: loadOnce(() => import('../../features/console').then((m) => m.MonitoringPage)),
  adminSaml: loadOnce(() => import('../../features/console').then((m) => m.SamlSettingsPage)),
  adminConsentForms: loadOnce(() => import('../../features/console').then((m) => m.ConsentFormsPage)),
  task: loadOnce(() => import('../../features/tasks').then((m) => m.TaskPage)),
  supplementaryTasks: loadOnce(() => import('../../features/tasks').then((m) => m.SupplementaryTasksPage)),
  intro: loadOnce(() => import('../../features/consent').then((m) => m.IntroPage)),
  professionalHistory: loadOnce(() =>
    import('../../features/professional-history').then((m) => m.ProfessionalHistoryPage),
  ),
};

const placeholderModule = loadOnce(() => import('./placeholder-page'));

/** Every other route: its placeholder, lazy like a real page so the page that replaces it is too. */
export function placeholderPage(routeId: RouteId): PageImport {
  return () => placeholderModule().then((m) => () => <m.PlaceholderPage routeId={routeId} />);
}
