import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb columns are written as JSON text (pg would turn a JS array into a PostgreSQL array). */
type Json<T = unknown> = ColumnType<T, string, string>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export interface SubscriberGroupsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  logo_url: string | null;
  settings: JsonWithDefault<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface UsersTable {
  id: Generated<string>;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  email_verified_at: Timestamp | null;
  first_name: string | null;
  last_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: Timestamp | null;
  force_enroll: Generated<boolean>;
  degree_type: string | null;
}

export interface ActorsTable {
  id: Generated<string>;
  user_id: string;
  access_level: string;
  actions: Generated<string[]>;
  settings: JsonWithDefault<Record<string, unknown>>;
  name: string;
  subscriber_group_id: string | null;
  created_at: Timestamp;
}

export interface ApplicationRequirementsTable {
  id: Generated<string>;
  subscriber_group_id: string;
  name: string;
  application_config: JsonWithDefault<Record<string, unknown>>;
  attested_reqs: JsonWithDefault<unknown[]>;
  credential_set: JsonWithDefault<unknown[]>;
  created_at: Timestamp;
}

export interface SubscriberGroupTasksTable {
  id: Generated<string>;
  subscriber_group_id: string;
  app_req_id: string | null;
  name: string;
  type: 'document' | 'question';
  required_for_share: Generated<boolean>;
  sign_and_submit_order: number | null;
  config: JsonWithDefault<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  subscriber_group_id: string;
  app_req_id: string | null;
  status: 'active' | 'pending';
  created_at: Timestamp;
}

export interface ClinicianTasksTable {
  id: Generated<string>;
  user_id: string;
  subscriber_group_task_id: string;
  task_status: Generated<string>;
  assigned_at: Timestamp;
  updated_at: Timestamp;
}

export interface InvitationsTable {
  id: Generated<string>;
  subscriber_group_id: string;
  app_req_id: string | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  status: Generated<'open' | 'accepted' | 'revoked'>;
  expires_at: Timestamp;
  accepted_by: string | null;
  created_at: Timestamp;
}

export interface SelfAttestedTable {
  user_id: string;
  key: string;
  value: Json;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface SelfAttestedHistoryTable {
  id: Generated<number>;
  user_id: string;
  key: string;
  previous_value: Json | null;
  changed_at: Timestamp;
  changed_by: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  user_id: string | null;
  actor_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  outcome: 'success' | 'failure' | 'denied';
  ip: string | null;
  request_id: string | null;
  details: JsonWithDefault<Record<string, unknown>>;
}

export interface OidcModelsTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface ServerSecretsTable {
  name: string;
  value: Json;
  created_at: Timestamp;
}

export type OneTimeTokenPurpose = 'password_reset' | 'email_verification';

export interface OneTimeTokensTable {
  id: Generated<string>;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RateLimitHitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

export interface ConsentFormsTable {
  id: Generated<string>;
  subscriber_group_id: string;
  name: string;
  document_key: string;
  required: Generated<boolean>;
  created_at: Timestamp;
}

export interface ConsentSignaturesTable {
  consent_form_id: string;
  user_id: string;
  signed_at: Timestamp;
}

export interface JobsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  status: Generated<'queued' | 'running' | 'succeeded' | 'failed'>;
  progress: Generated<number>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FederatedIdentitiesTable {
  id: Generated<string>;
  connection: string;
  subject: string;
  user_id: string | null;
  email: string | null;
  email_verified: boolean;
  given_name: string | null;
  family_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  linked_at: Timestamp | null;
}

export interface FederatedSignInsTable {
  state_hash: string;
  interaction_uid: string;
  connection: string;
  code_verifier: string;
  nonce: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** A link to claim an account created on the clinician's behalf; hash and nonce are kept only as digests. */
export interface AccountClaimsTable {
  id: Generated<string>;
  user_id: string;
  invitation_id: string | null;
  hash_digest: string;
  nonce_digest: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_by: string | null;
  created_at: Timestamp;
}

/** One SAML 2.0 identity provider per organization (modules/saml). */
export interface SamlConnectionsTable {
  id: Generated<string>;
  subscriber_group_id: string;
  enabled: Generated<boolean>;
  idp_entry_point: string;
  idp_issuer: string;
  /** PEM; the only key an assertion's signature is checked against. */
  idp_certificate: string;
  sp_entity_id: string;
  name_id_format: string | null;
  email_attribute: Generated<string>;
  first_name_attribute: Generated<string>;
  last_name_attribute: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** AuthnRequest ids we sent: a response must answer one, once, before it expires. */
export interface SamlRequestsTable {
  id: string;
  connection_id: string;
  interaction_uid: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: string;
  type: string;
  title_key: string | null;
  title_params: JsonWithDefault<Record<string, string | number>>;
  text: string | null;
  payload: JsonWithDefault<Record<string, unknown>>;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  preferences: Json<Record<string, Record<string, boolean>>>;
  updated_at: Timestamp;
}

export interface WsConnectionKeysTable {
  key_hash: string;
  user_id: string;
  actor_id: string | null;
  grant_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SmsOutboxTable {
  id: string;
  to_phone: string;
  body: string;
  created_at: Timestamp;
}

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
  consent_signatures: ConsentSignaturesTable;
  federated_identities: FederatedIdentitiesTable;
  federated_sign_ins: FederatedSignInsTable;
  jobs: JobsTable;
}

export type User = Selectable<UsersTable>;
export type NewAuditEntry = Insertable<AuditLogTable>;
export type Actor = Selectable<ActorsTable>;
