import { buildPath } from './build';
import type { EnrollStepHash, ResetPasswordError } from './params';

/** URL builders for every page, so no screen or e-mail hand-builds a path. */
export const paths = {
  /** `organization` starts an organization (SAML) sign-in instead of the hosted one. */
  login: (query?: { organization?: string }) => buildPath('login', {}, query),
  callback: (query?: { invite_id?: string }) => buildPath('callback', {}, query),
  acceptInvite: (inviteId: string) => buildPath('acceptInvite', {}, { invite_id: inviteId }),
  actionCenter: () => buildPath('actionCenter'),
  admin: () => buildPath('admin'),
  adminRequirements: (reqId?: string) => buildPath('adminRequirements', { reqId }),
  adminClinician: (subscriptionId: string) => buildPath('adminClinician', { subscriptionId }),
  adminMonitoring: () => buildPath('adminMonitoring'),
  adminSaml: () => buildPath('adminSaml'),
  adminConsentForms: () => buildPath('adminConsentForms'),
  affiliations: () => buildPath('affiliations'),
  claimAccount: (query: { hash: string; nonce: string }) => buildPath('claimAccount', {}, query),
  resetPassword: (error: ResetPasswordError) => buildPath('resetPassword', { error }),
  credentials: () => buildPath('credentials'),
  documents: () => buildPath('documents'),
  enroll: (hash?: EnrollStepHash) => buildPath('enroll', { hash }),
  error: (code?: string | number) =>
    buildPath('error', { code: code === undefined ? undefined : String(code) }),
  hospitalAffiliations: () => buildPath('hospitalAffiliations'),
  insurance: () => buildPath('insurance'),
  intro: () => buildPath('intro'),
  personalInformation: () => buildPath('personalInformation'),
  professionalHistory: (appReqID: string, step?: string) =>
    buildPath('professionalHistory', { appReqID, step }),
  processing: () => buildPath('processing'),
  redirect: () => buildPath('redirect'),
  verifiedSourceReview: () => buildPath('verifiedSourceReview'),
  supplementaryTasks: (subGroup: string, taskId?: string) =>
    buildPath('supplementaryTasks', { subGroup, taskId }),
  saml: () => buildPath('saml'),
  verifyIdentity: () => buildPath('verifyIdentity'),
  task: (taskId: string) => buildPath('task', { taskId }),
  timeout: () => buildPath('timeout'),
  workVerification: (token: string) => buildPath('workVerification', {}, { token }),
  yourData: (hash?: string) => buildPath('yourData', { hash }),
  idVerify: () => buildPath('idVerify'),
  v3Dashboard: () => buildPath('v3Dashboard'),
  v3Processing: () => buildPath('v3Processing'),
  /** Where a failed account link lands, e.g. /v3/link-error. */
  v3Error: (kind: string) => buildPath('v3Error', { kind }),
  notificationPreferences: () => buildPath('notificationPreferences'),
  share: (subscriptionId: string) => buildPath('share', { subscriptionId }),
  shareActivity: () => buildPath('shareActivity'),
  present: () => buildPath('present'),
  walletOffer: (credentialId: string) => buildPath('walletOffer', { credentialId }),
} as const;
