/** Organizations, people, requirement sets, tasks, invitations, the profile and the audit log (0001). */
import type { Generated } from 'kysely';
import type { Json, JsonWithDefault, Timestamp } from './column-types';

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
  /** Set when the number was confirmed with a code sent to it (phone sign-up). */
  phone_verified_at: Timestamp | null;
  password_hash: string | null;
  email_verified_at: Timestamp | null;
  first_name: string | null;
  last_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: Timestamp | null;
  force_enroll: Generated<boolean>;
  degree_type: string | null;
  /** The exact spelling of the first typed-name signature; later signatures repeat it (migration 0027). */
  signature_name: string | null;
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
  /** 0035: the staff actor who last edited the set in the console, and when. */
  updated_at: Timestamp | null;
  updated_by: string | null;
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
  /** 0025: the staff actor who approved a pending join, and when. */
  approved_by: string | null;
  approved_at: Timestamp | null;
  /** 0025: the staff actor who marked the clinician's file reviewed, and when. */
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
}

export interface ClinicianTasksTable {
  id: Generated<string>;
  user_id: string;
  subscriber_group_task_id: string;
  task_status: Generated<string>;
  assigned_at: Timestamp;
  updated_at: Timestamp;
  /** A question task's answers by question id (migration 0027). */
  answers: JsonWithDefault<Record<string, unknown>>;
  /** A document task's document, one of the clinician's. */
  document_id: string | null;
  submitted_at: Timestamp | null;
  /** 0035: the organization's review of a submission: a return's message, who and when. */
  review_message: string | null;
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
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
  /** 0025: the staff actor who invited, when the e-mail was last sent, and how often. */
  invited_by: string | null;
  sent_at: Timestamp | null;
  send_count: Generated<number>;
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
