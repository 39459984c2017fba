import { sql, type Kysely } from 'kysely';

/**
 * Live notifications: the notifications themselves (soft-deleted, so a catch-up never resends one the
 * clinician removed), preferences per person, single-use keys for the live connection (hash only), and the
 * outbox where text messages land when no SMS provider is configured.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    // An increasing id: the browser reconnects with the newest id it has seen and gets what came after.
    sql`create table notifications (
      id bigint generated always as identity primary key,
      user_id uuid not null references users (id) on delete cascade,
      type text not null,
      title_key text,
      title_params jsonb not null default '{}',
      text text,
      payload jsonb not null default '{}',
      created_at timestamptz not null default now(),
      deleted_at timestamptz,
      check (title_key is not null or text is not null)
    )`,
    sql`create index notifications_user_live on notifications (user_id, id) where deleted_at is null`,
    // The map as last saved; no row means the defaults, and a type added later starts at its default.
    sql`create table notification_preferences (
      user_id uuid primary key references users (id) on delete cascade,
      preferences jsonb not null,
      updated_at timestamptz not null default now()
    )`,
    sql`create table ws_connection_keys (
      key_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      actor_id uuid references actors (id) on delete cascade,
      grant_id text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    sql`create index ws_connection_keys_user on ws_connection_keys (user_id)`,
    sql`create table sms_outbox (
      id uuid primary key,
      to_phone text not null,
      body text not null,
      created_at timestamptz not null default now()
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
