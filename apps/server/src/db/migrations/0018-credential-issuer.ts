import { sql, type Kysely } from 'kysely';

/**
 * Portable credentials (issue 14, decision 036): the SD-JWT VC issuer's keys, each clinician's holder key
 * and the Token Status Lists.
 * - issuer_keys: ES256 keys, the private half sealed with the data-encryption key (decision 025). One is
 *   active (a partial unique index); a retired key stays published until `signed_until` (the latest `exp` of
 *   anything it signed) has passed.
 * - holder_keys: one ES256 key per clinician, the private half sealed the same way (AAD: the owner).
 * - status_lists: 2-bit statuses (0 valid, 1 invalid, 2 suspended), packed least-significant bit first;
 *   `next_idx` hands out indexes once each; the signed statuslist+jwt is kept beside them with its ETag.
 * - status_entries: every index handed out, so a status is only ever set on an allocated entry and an index
 *   is never given twice (the primary key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table issuer_keys (
      kid text primary key,
      public_jwk jsonb not null,
      private_jwk jsonb not null,
      active boolean not null default false,
      created_at timestamptz not null default now(),
      retired_at timestamptz,
      signed_until timestamptz
    )`,
    sql`create unique index issuer_keys_one_active on issuer_keys (active) where active`,
    sql`create table holder_keys (
      user_id uuid primary key references users (id) on delete cascade,
      kid text not null,
      public_jwk jsonb not null,
      private_jwk jsonb not null,
      created_at timestamptz not null default now()
    )`,
    sql`create table status_lists (
      id text primary key check (id ~ '^[A-Za-z0-9_-]{8,64}$'),
      size integer not null check (size > 0 and size % 4 = 0),
      next_idx integer not null default 0 check (next_idx between 0 and size),
      statuses bytea not null,
      token text,
      token_expires_at timestamptz,
      etag text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create index status_lists_open on status_lists (created_at) where next_idx < size`,
    sql`create table status_entries (
      list_id text not null references status_lists (id) on delete cascade,
      idx integer not null check (idx >= 0),
      status smallint not null default 0 check (status between 0 and 2),
      expires_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (list_id, idx)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
