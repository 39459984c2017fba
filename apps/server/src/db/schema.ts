import type { Insertable, Selectable } from 'kysely';
import type {
  SubscriberGroupsTable,
  UsersTable,
  ActorsTable,
  ApplicationRequirementsTable,
  SubscriberGroupTasksTable,
  SubscriptionsTable,
  ClinicianTasksTable,
  InvitationsTable,
  SelfAttestedTable,
  SelfAttestedHistoryTable,
  AuditLogTable,
} from './schema/foundation-tables';
import type {
  OidcModelsTable,
  ServerSecretsTable,
  OneTimeTokensTable,
  RateLimitHitsTable,
  EmailOutboxTable,
  FederatedIdentitiesTable,
  FederatedSignInsTable,
  AccountClaimsTable,
  SamlConnectionsTable,
  SamlRequestsTable,
} from './schema/sign-in-tables';
import type {
  ConsentFormsTable,
  ConsentFormRequirementsTable,
  ConsentSignaturesTable,
  JobsTable,
  VerificationsTable,
  ExpiryRemindersTable,
  NotificationsTable,
  NotificationPreferencesTable,
  WsConnectionKeysTable,
  SmsOutboxTable,
} from './schema/feature-tables';
import type { VerificationCodesTable } from './schema/verification-code-tables';
import type { IdentityVerificationsTable } from './schema/identity-tables';
import type { WorkHistoryPrefillTable } from './schema/work-history-tables';
import type { PeerReferencesTable, ReferenceChangesTable } from './schema/reference-tables';
import type { WorkVerificationsTable, WorkVerificationTokensTable } from './schema/work-verification-tables';
import type {
  ExclusionMatchesTable,
  ExclusionRowNamesTable,
  ExclusionRowsTable,
  ExclusionSnapshotsTable,
  ExclusionStagingTable,
  ExclusionSubjectIdsTable,
  ExclusionSubjectsTable,
  ExclusionSubjectNamesTable,
} from './schema/exclusion-tables';
import type { HospitalReleasesTable, HospitalsTable } from './schema/hospital-tables';
import type { EducationInstitutionsTable, EducationReleasesTable } from './schema/education-tables';
import type {
  CredentialDisputesTable,
  CredentialsTable,
  PersonPicturesTable,
} from './schema/credential-tables';
import type { DocumentsTable, DocumentUsesTable, PrivilegingFormsTable } from './schema/document-tables';
import type { MalpracticeRecordsTable } from './schema/malpractice-tables';
import type {
  HolderKeysTable,
  IssuerKeysTable,
  StatusEntriesTable,
  StatusListsTable,
} from './schema/issuer-tables';
import type {
  HolderSignaturesTable,
  ShareDocumentsTable,
  ShareEventsTable,
  SharesTable,
} from './schema/sharing-tables';
import type { ExclusionReviewsTable, VerificationChecksTable } from './schema/monitoring-tables';
import type {
  CredentialOffersTable,
  Oid4vciNoncesTable,
  OrganizationVerifiersTable,
  VerifierPresentationsTable,
} from './schema/oid4vc-tables';
import type { ScheduledPassesTable } from './schema/scheduler-tables';

/** Every table, one interface each in db/schema/; this file is the one the code imports. */
export type * from './schema/foundation-tables';
export type * from './schema/sign-in-tables';
export type * from './schema/feature-tables';
export type * from './schema/verification-code-tables';
export type * from './schema/identity-tables';
export type * from './schema/work-history-tables';
export type * from './schema/reference-tables';
export type * from './schema/work-verification-tables';
export type * from './schema/exclusion-tables';
export type * from './schema/hospital-tables';
export type * from './schema/education-tables';
export type * from './schema/credential-tables';
export type * from './schema/document-tables';
export type * from './schema/issuer-tables';
export type * from './schema/sharing-tables';
export type * from './schema/malpractice-tables';
export type * from './schema/monitoring-tables';
export type * from './schema/oid4vc-tables';
export type * from './schema/scheduler-tables';

export interface Database {
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  ws_connection_keys: WsConnectionKeysTable;
  sms_outbox: SmsOutboxTable;
  saml_connections: SamlConnectionsTable;
  saml_requests: SamlRequestsTable;
  account_claims: AccountClaimsTable;
  subscriber_groups: SubscriberGroupsTable;
  users: UsersTable;
  actors: ActorsTable;
  application_requirements: ApplicationRequirementsTable;
  subscriber_group_tasks: SubscriberGroupTasksTable;
  subscriptions: SubscriptionsTable;
  clinician_tasks: ClinicianTasksTable;
  invitations: InvitationsTable;
  self_attested: SelfAttestedTable;
  self_attested_history: SelfAttestedHistoryTable;
  audit_log: AuditLogTable;
  oidc_models: OidcModelsTable;
  server_secrets: ServerSecretsTable;
  one_time_tokens: OneTimeTokensTable;
  rate_limit_hits: RateLimitHitsTable;
  email_outbox: EmailOutboxTable;
  consent_forms: ConsentFormsTable;
  consent_form_requirements: ConsentFormRequirementsTable;
  consent_signatures: ConsentSignaturesTable;
  federated_identities: FederatedIdentitiesTable;
  federated_sign_ins: FederatedSignInsTable;
  jobs: JobsTable;
  verifications: VerificationsTable;
  expiry_reminders: ExpiryRemindersTable;
  verification_codes: VerificationCodesTable;
  identity_verifications: IdentityVerificationsTable;
  work_history_prefill: WorkHistoryPrefillTable;
  peer_references: PeerReferencesTable;
  reference_changes: ReferenceChangesTable;
  exclusion_snapshots: ExclusionSnapshotsTable;
  hospital_releases: HospitalReleasesTable;
  hospitals: HospitalsTable;
  education_releases: EducationReleasesTable;
  education_institutions: EducationInstitutionsTable;
  exclusion_rows: ExclusionRowsTable;
  exclusion_row_names: ExclusionRowNamesTable;
  exclusion_staging: ExclusionStagingTable;
  exclusion_subjects: ExclusionSubjectsTable;
  exclusion_subject_names: ExclusionSubjectNamesTable;
  exclusion_subject_ids: ExclusionSubjectIdsTable;
  exclusion_matches: ExclusionMatchesTable;
  credentials: CredentialsTable;
  credential_disputes: CredentialDisputesTable;
  person_pictures: PersonPicturesTable;
  documents: DocumentsTable;
  document_uses: DocumentUsesTable;
  privileging_forms: PrivilegingFormsTable;
  malpractice_records: MalpracticeRecordsTable;
  issuer_keys: IssuerKeysTable;
  holder_keys: HolderKeysTable;
  status_lists: StatusListsTable;
  status_entries: StatusEntriesTable;
  work_verifications: WorkVerificationsTable;
  work_verification_tokens: WorkVerificationTokensTable;
  shares: SharesTable;
  share_events: ShareEventsTable;
  share_documents: ShareDocumentsTable;
  holder_signatures: HolderSignaturesTable;
  exclusion_reviews: ExclusionReviewsTable;
  verification_checks: VerificationChecksTable;
  credential_offers: CredentialOffersTable;
  oid4vci_nonces: Oid4vciNoncesTable;
  verifier_presentations: VerifierPresentationsTable;
  organization_verifiers: OrganizationVerifiersTable;
  scheduled_passes: ScheduledPassesTable;
}

export type User = Selectable<UsersTable>;
export type NewAuditEntry = Insertable<AuditLogTable>;
export type Actor = Selectable<ActorsTable>;
