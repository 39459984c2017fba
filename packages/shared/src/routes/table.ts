import { RESET_PASSWORD_ERRORS } from './params';

/**
 * Page layouts (001 §2). Our mapping:
 * - auth: a centred card for signing in and account pages (/, /accept-invite, /claim-account,
 *   /reset-password, /redirect, /timeout, /verify-identity);
 * - blank: nothing but the page, for hand-offs that only redirect (/callback, /saml, /action-center,
 *   /processing);
 * - dashboard: the wallet with its navbar (wallet views, tasks, /your-data);
 * - default: a plain header and content for pages outside the wallet (/error, /work_verification for the
 *   outside verifier, /id-verify which may be opened on a phone);
 * - steps: the step-flow widget (/enroll, /intro, /professional-history, /verified-source-review,
 *   /supplementary-tasks);
 * - v3: the /v3 pages.
 */
export const LAYOUTS = ['auth', 'blank', 'console', 'dashboard', 'default', 'steps', 'v3'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface RouteDefinition {
  id: string;
  /** Path pattern: `:name` is a parameter, `?` makes it optional, text after the name is literal. */
  path: string;
  /** Human name shown in the page title. */
  name: string;
  layout: Layout;
  /** Reachable without signing in. */
  public: boolean;
  /** Parameters limited to a fixed set of values; other values do not match the route at all. */
  paramValues?: Readonly<Record<string, readonly string[]>>;
}

/** The route table of 000 §2, plus the /v3 pages the app serves (001 §2). */
export const ROUTE_TABLE = [
  { id: 'login', path: '/', name: 'Sign In', layout: 'auth', public: true },
  { id: 'callback', path: '/callback', name: 'Signing In', layout: 'blank', public: true },
  { id: 'acceptInvite', path: '/accept-invite', name: 'Accept Invitation', layout: 'auth', public: false },
  { id: 'actionCenter', path: '/action-center', name: 'Action Center', layout: 'blank', public: false },
  { id: 'affiliations', path: '/affiliations', name: 'Affiliations', layout: 'dashboard', public: false },
  // Public, unlike 000 §2's list: its only visitors cannot sign in yet (decision 011); hash and nonce guard it.
  { id: 'claimAccount', path: '/claim-account', name: 'Claim Account', layout: 'auth', public: true },
  {
    id: 'resetPassword',
    path: '/reset-password/:error',
    name: 'Reset Password',
    layout: 'auth',
    public: true,
    paramValues: { error: RESET_PASSWORD_ERRORS },
  },
  { id: 'credentials', path: '/credentials', name: 'Credentials', layout: 'dashboard', public: false },
  { id: 'documents', path: '/documents', name: 'Documents', layout: 'dashboard', public: false },
  { id: 'enroll', path: '/enroll/:hash?', name: 'Enrollment', layout: 'steps', public: false },
  { id: 'error', path: '/error/:code?', name: 'Error', layout: 'default', public: true },
  {
    id: 'hospitalAffiliations',
    path: '/hospital-affiliations',
    name: 'Hospital Affiliations',
    layout: 'dashboard',
    public: false,
  },
  { id: 'insurance', path: '/insurance', name: 'Malpractice Insurance', layout: 'dashboard', public: false },
  { id: 'intro', path: '/intro', name: 'Introduction', layout: 'steps', public: false },
  {
    id: 'personalInformation',
    path: '/personal-information',
    name: 'Personal Information',
    layout: 'dashboard',
    public: false,
  },
  {
    id: 'professionalHistory',
    path: '/professional-history/:appReqID/:step?',
    name: 'Professional History',
    layout: 'steps',
    public: false,
  },
  { id: 'processing', path: '/processing', name: 'Processing', layout: 'blank', public: false },
  { id: 'redirect', path: '/redirect', name: 'Signed Out', layout: 'auth', public: true },
  {
    id: 'verifiedSourceReview',
    path: '/verified-source-review',
    name: 'Verified Source Review',
    layout: 'steps',
    public: false,
  },
  {
    id: 'supplementaryTasks',
    path: '/supplementary-tasks/:subGroup/:taskId?',
    name: 'Supplementary Tasks',
    layout: 'steps',
    public: false,
  },
  { id: 'saml', path: '/saml', name: 'Organization Sign In', layout: 'blank', public: true },
  { id: 'verifyIdentity', path: '/verify-identity', name: 'Verify Identity', layout: 'auth', public: false },
  { id: 'task', path: '/task/:taskId?', name: 'Task', layout: 'dashboard', public: false },
  { id: 'timeout', path: '/timeout', name: 'Session Expired', layout: 'auth', public: true },
  {
    id: 'workVerification',
    path: '/work_verification',
    name: 'Work Verification',
    layout: 'default',
    public: true,
  },
  { id: 'yourData', path: '/your-data/:hash?', name: 'Your Data', layout: 'dashboard', public: false },
  { id: 'idVerify', path: '/id-verify', name: 'Identity Verification', layout: 'default', public: false },
  // Not in 000 §2, which names preferences (§3) but no page for them: a wallet page of ours.
  {
    id: 'notificationPreferences',
    path: '/notification-preferences',
    name: 'Notification Preferences',
    layout: 'dashboard',
    public: false,
  },
  // Not in 000 §2, which names the share flow (001 §4) but not its path: ours (decision 043).
  { id: 'share', path: '/share/:subscriptionId', name: 'Share', layout: 'steps', public: false },
  { id: 'shareActivity', path: '/shares', name: 'Shared Profiles', layout: 'dashboard', public: false },
  // Ours (decision 054): an OpenID4VP request opened in the app, and an OpenID4VCI offer to one's own wallet.
  { id: 'present', path: '/present', name: 'Present', layout: 'steps', public: false },
  {
    id: 'walletOffer',
    path: '/wallet-offer/:credentialId',
    name: 'Add to My Wallet',
    layout: 'dashboard',
    public: false,
  },
  // Not in 000 §2: the organization console for credentialing staff (issue 18, decision 045), where the
  // administrator login of 001 §1 lands. Its own layout: a header with the console's home and Sign out.
  { id: 'admin', path: '/admin', name: 'Organization Console', layout: 'console', public: false },
  // The console's requirement sets (list, one set, 'new') and a clinician's file (decision 055).
  {
    id: 'adminRequirements',
    path: '/admin/requirements/:reqId?',
    name: 'Requirement Sets',
    layout: 'console',
    public: false,
  },
  {
    id: 'adminClinician',
    path: '/admin/clinicians/:subscriptionId',
    name: 'Clinician File',
    layout: 'console',
    public: false,
  },
  // The console's monitoring: exclusion candidates and the monthly monitoring report (decisions 056, 057).
  { id: 'adminMonitoring', path: '/admin/monitoring', name: 'Monitoring', layout: 'console', public: false },
  // The group's SAML connection and its consent forms (decision 061).
  { id: 'adminSaml', path: '/admin/saml', name: 'SAML Sign-In', layout: 'console', public: false },
  {
    id: 'adminConsentForms',
    path: '/admin/consent-forms',
    name: 'Consent Forms',
    layout: 'console',
    public: false,
  },
  { id: 'v3Dashboard', path: '/v3/dashboard', name: 'Dashboard', layout: 'v3', public: false },
  { id: 'v3Processing', path: '/v3/processing', name: 'Processing', layout: 'v3', public: false },
  // The session is already cleared when a failed account link lands here, so the page must be open.
  { id: 'v3Error', path: '/v3/:kind-error', name: 'Account Link Error', layout: 'v3', public: true },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof ROUTE_TABLE)[number]['id'];
export type Route = (typeof ROUTE_TABLE)[number];

export const ROUTES = Object.fromEntries(ROUTE_TABLE.map((route) => [route.id, route])) as {
  readonly [R in Route as R['id']]: R;
};

/** Where "the dashboard" is inside the app: /action-center, which hands over to /v3/dashboard. */
export const DASHBOARD_PATH = '/action-center';
export const V3_DASHBOARD_PATH = '/v3/dashboard';
export const V3_PROCESSING_PATH = '/v3/processing';
