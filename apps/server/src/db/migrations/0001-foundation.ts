import { sql, type Kysely } from 'kysely';

/**
 * Foundation tables: organizations, people and their actors, requirement sets, tasks, invitations,
 * subscriptions, the self-attested profile with its history, and the audit log.
 * Forward-only: a later change is a new numbered file, never an edit here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table subscriber_groups (
      id uuid primary key default gen_random_uuid(),
      slug text not null unique check (slug ~ '^[a-z0-9-]{2,64}$'),
      name text not null,
      logo_url text,
      settings jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`,
    sql`create table users (
      id uuid primary key default gen_random_uuid(),
      email text unique check (email = lower(email)),
      phone text unique,
      password_hash text,
      email_verified_at timestamptz,
      first_name text,
      last_name text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (email is not null or phone is not null)
    )`,
    sql`create table actors (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      access_level text not null,
      actions text[] not null default '{}',
      settings jsonb not null default '{}',
      name text not null,
      subscriber_group_id uuid references subscriber_groups (id),
      created_at timestamptz not null default now()
    )`,
    sql`create index actors_user_id on actors (user_id)`,
    sql`create table application_requirements (
      id uuid primary key default gen_random_uuid(),
      subscriber_group_id uuid not null references subscriber_groups (id),
      name text not null,
      application_config jsonb not null default '{}',
      attested_reqs jsonb not null default '[]',
      credential_set jsonb not null default '[]',
      created_at timestamptz not null default now()
    )`,
    sql`create table subscriber_group_tasks (
      id uuid primary key default gen_random_uuid(),
      subscriber_group_id uuid not null references subscriber_groups (id),
      app_req_id uuid references application_requirements (id),
      name text not null,
      type text not null check (type in ('document', 'question')),
      required_for_share boolean not null default false,
      sign_and_submit_order integer,
      config jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`,
    sql`create table subscriptions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      subscriber_group_id uuid not null references subscriber_groups (id),
      app_req_id uuid references application_requirements (id),
      status text not null check (status in ('active', 'pending')),
      created_at timestamptz not null default now(),
      unique (user_id, subscriber_group_id, app_req_id)
    )`,
    sql`create table clinician_tasks (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      subscriber_group_task_id uuid not null references subscriber_group_tasks (id),
      task_status text not null default 'todo',
      assigned_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, subscriber_group_task_id)
    )`,
    sql`create table invitations (
      id uuid primary key default gen_random_uuid(),
      subscriber_group_id uuid not null references subscriber_groups (id),
      app_req_id uuid references application_requirements (id),
      email text not null check (email = lower(email)),
      first_name text,
      last_name text,
      status text not null default 'open' check (status in ('open', 'accepted', 'revoked')),
      expires_at timestamptz not null,
      accepted_by uuid references users (id),
      created_at timestamptz not null default now()
    )`,
    sql`create table self_attested (
      user_id uuid not null references users (id) on delete cascade,
      key text not null,
      value jsonb not null,
      updated_at timestamptz not null default now(),
      updated_by uuid references actors (id),
      primary key (user_id, key)
    )`,
    sql`create table self_attested_history (
      id bigint generated always as identity primary key,
      user_id uuid not null references users (id) on delete cascade,
      key text not null,
      previous_value jsonb,
      changed_at timestamptz not null default now(),
      changed_by uuid references actors (id)
    )`,
    sql`create index self_attested_history_user_key on self_attested_history (user_id, key, changed_at)`,
    sql`create table audit_log (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      user_id uuid,
      actor_id uuid,
      action text not null,
      target_type text,
      target_id text,
      outcome text not null check (outcome in ('success', 'failure', 'denied')),
      ip text,
      request_id text,
      details jsonb not null default '{}'
    )`,
    sql`create index audit_log_user_at on audit_log (user_id, at)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
