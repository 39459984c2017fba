import { sql, type Kysely } from 'kysely';

/**
 * Sharing with organizations (modules/sharing; issue 17; decision 043).
 * - shares: one row per share: the clinician, the subscription and organization it went to, the audience and
 *   nonce the presentations are bound to, each credential's SD-JWT VC presentation with the claims disclosed and
 *   the optional fields left out (`items`), the attestation answers, the typed-name signature, when the
 *   presentations were verified with the verifier's code, and whether the clinician ended the access.
 * - share_events: every view or download of a share by the organization's staff (and the clinician's end).
 * - holder_signatures: the spelling of the full name the clinician adopted at their first signature (001 §5:
 *   "that exact spelling is used for future signatures").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table shares (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      subscription_id uuid not null references subscriptions (id) on delete cascade,
      subscriber_group_id uuid not null references subscriber_groups (id) on delete cascade,
      app_req_id uuid,
      audience text not null,
      nonce text not null,
      purpose text not null,
      retention_days integer not null,
      items jsonb not null,
      attestations jsonb not null,
      signature_name text not null,
      signed_at timestamptz not null,
      verified_at timestamptz,
      status text not null default 'active' check (status in ('active', 'ended')),
      ended_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    sql`create index shares_user_idx on shares (user_id, created_at desc)`,
    sql`create index shares_group_idx on shares (subscriber_group_id, created_at desc)`,
    sql`create table share_events (
      id uuid primary key default gen_random_uuid(),
      share_id uuid not null references shares (id) on delete cascade,
      kind text not null check (kind in ('viewed', 'downloaded', 'ended')),
      actor_id uuid references actors (id) on delete set null,
      actor_name text,
      at timestamptz not null default now(),
      seq bigint generated always as identity
    )`,
    sql`create index share_events_share_idx on share_events (share_id, seq)`,
    sql`create table holder_signatures (
      user_id uuid primary key references users (id) on delete cascade,
      full_name text not null,
      adopted_at timestamptz not null default now()
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
