import { accountsApi } from './accounts';
import { consentApi } from './consent';
import { credentialsApi } from './credentials';
import type { Contract } from './contract';
import { healthApi } from './health';
import { identityVerificationApi } from './identity-verification';
import { issuerApi } from './issuer';
import { mobileVerificationApi } from './mobile-verification';
import { networkApi } from './network';
import { notificationsApi } from './notifications';
import { exclusionsApi } from './exclusions';
import { referencesApi } from './references';
import { workVerificationApi } from './work-verification';
import { sessionApi } from './session';
import { subscriptionsApi } from './subscriptions';
import { tasksApi } from './tasks';
import { walletApi } from './wallet';
import { addressApi } from './address';
import { affiliationsApi } from './affiliations';
import { hospitalsApi } from './hospitals';
import { educationApi } from './education';
import { boardCertsApi } from './board-certs';
import { fsmbApi } from './fsmb';
import { nppesApi } from './nppes';
import { nursysApi } from './nursys';
import { providerTypesApi } from './provider-types';
import { referenceListsApi } from './reference-lists';
import { resumeParserApi } from './resume-parser';
import { selfAttestedApi } from './self-attested';
import { trainingApi } from './training';
import { workHistoryApi } from './work-history';
import { jobsApi, verificationApi } from './verification';
import { documentsApi } from './documents';
import { sharingApi } from './sharing';
import { oid4vcApi } from './oid4vc';
import { consoleApi } from './console';
import { consoleReceivedApi } from './console-received';
import { consoleWorkApi } from './console-work';
import { consoleRequirementsApi } from './console-requirements';
import { consoleSettingsApi } from './console-settings';
import { malpracticeApi } from './malpractice';
import { onboardingApi } from './onboarding';
import { consoleMonitoringApi } from './console-monitoring';

/**
 * Every endpoint's contract, in one list: the server refuses to start with an /api or /ws route not built
 * from one of these, and the OpenAPI document and the security suite (apps/server/test/security) are
 * generated from it. A new domain's contracts are added here.
 */
export const allContracts: readonly Contract[] = [
  ...Object.values(referencesApi),
  ...Object.values(workVerificationApi),
  ...Object.values(healthApi),
  ...Object.values(sessionApi),
  ...Object.values(networkApi),
  ...Object.values(accountsApi),
  ...Object.values(consentApi),
  ...Object.values(mobileVerificationApi),
  ...Object.values(identityVerificationApi),
  ...Object.values(notificationsApi),
  ...Object.values(subscriptionsApi),
  ...Object.values(tasksApi),
  ...Object.values(walletApi),
  ...Object.values(selfAttestedApi),
  ...Object.values(onboardingApi),
  ...Object.values(providerTypesApi),
  ...Object.values(referenceListsApi),
  ...Object.values(trainingApi),
  ...Object.values(addressApi),
  ...Object.values(nppesApi),
  ...Object.values(nursysApi),
  ...Object.values(fsmbApi),
  ...Object.values(workHistoryApi),
  ...Object.values(resumeParserApi),
  ...Object.values(affiliationsApi),
  ...Object.values(hospitalsApi),
  ...Object.values(educationApi),
  ...Object.values(boardCertsApi),
  ...Object.values(jobsApi),
  ...Object.values(verificationApi),
  ...Object.values(exclusionsApi),
  ...Object.values(credentialsApi),
  ...Object.values(documentsApi),
  ...Object.values(malpracticeApi),
  ...Object.values(issuerApi),
  ...Object.values(sharingApi),
  ...Object.values(oid4vcApi),
  ...Object.values(consoleApi),
  ...Object.values(consoleReceivedApi),
  ...Object.values(consoleWorkApi),
  ...Object.values(consoleRequirementsApi),
  ...Object.values(consoleSettingsApi),
  ...Object.values(consoleMonitoringApi),
];
