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

export interface Database {
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
}

export type User = Selectable<UsersTable>;
export type NewAuditEntry = Insertable<AuditLogTable>;
export type Actor = Selectable<ActorsTable>;
