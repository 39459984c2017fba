import { sql, type Kysely } from 'kysely';

/**
 * The peer references of the professional-history references step (modules/references; decision 021): one
 * row per reference, at most PEER_REFERENCES_MAX per clinician (the service checks). `value` holds the
 * reference in the field names of schemas/peer-reference.ts, without its id. `seq` orders references made
 * at the same instant (several in one POST) as they were given. reference_changes keeps the time of the
 * newest change per clinician, deletions included (GET /api/reference_last_updated).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table peer_references (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      value jsonb not null,
      seq bigint generated always as identity,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create index peer_references_user_id_idx on peer_references (user_id)`,
    sql`create table reference_changes (
      user_id uuid primary key references users (id) on delete cascade,
      last_updated timestamptz not null default now()
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
