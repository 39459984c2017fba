import { sql, type Kysely } from 'kysely';

/**
 * Hosted sign-in and the API session: the OpenID Provider's models, shared server secrets, one-time
 * links (password reset, e-mail verification), rate-limit counters, the development e-mail outbox,
 * consent forms, and the user columns the session answers with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    // Every oidc-provider model (Session, Grant, AuthorizationCode, RefreshToken, Interaction ...) in one table.
    sql`create table oidc_models (
      model text not null,
      id text not null,
      payload jsonb not null,
      grant_id text,
      user_code text,
      uid text,
      expires_at timestamptz,
      consumed_at timestamptz,
      primary key (model, id)
    )`,
    sql`create index oidc_models_grant_id on oidc_models (grant_id) where grant_id is not null`,
    sql`create index oidc_models_uid on oidc_models (uid) where uid is not null`,
    sql`create index oidc_models_user_code on oidc_models (user_code) where user_code is not null`,
    sql`create index oidc_models_expires_at on oidc_models (expires_at) where expires_at is not null`,
    // Generated once on first start so every instance signs and verifies with the same keys.
    sql`create table server_secrets (
      name text primary key,
      value jsonb not null,
      created_at timestamptz not null default now()
    )`,
    sql`create table one_time_tokens (
      id uuid primary key default gen_random_uuid(),
      purpose text not null check (purpose in ('password_reset', 'email_verification')),
      token_hash text not null unique,
      user_id uuid not null references users (id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    sql`create index one_time_tokens_user on one_time_tokens (user_id, purpose)`,
    sql`create table rate_limit_hits (
      key text not null,
      window_start timestamptz not null,
      hits integer not null default 0,
      primary key (key, window_start)
    )`,
    sql`create table email_outbox (
      id bigint generated always as identity primary key,
      to_address text not null,
      subject text not null,
      body text not null,
      created_at timestamptz not null default now()
    )`,
    sql`create table consent_forms (
      id uuid primary key default gen_random_uuid(),
      subscriber_group_id uuid not null references subscriber_groups (id),
      name text not null,
      document_key text not null unique,
      required boolean not null default true,
      created_at timestamptz not null default now()
    )`,
    sql`create table consent_signatures (
      consent_form_id uuid not null references consent_forms (id),
      user_id uuid not null references users (id) on delete cascade,
      signed_at timestamptz not null default now(),
      primary key (consent_form_id, user_id)
    )`,
    sql`alter table users add column last_login_at timestamptz`,
    sql`alter table users add column force_enroll boolean not null default false`,
  ];
  for (const statement of statements) await statement.execute(db);
}
