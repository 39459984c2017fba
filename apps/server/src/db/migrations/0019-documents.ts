import { sql, type Kysely } from 'kysely';

/**
 * The clinician's documents (issue 15, decision 038).
 * - documents: one uploaded file. The file itself is in the document storage (a folder or an object store)
 *   under `storage_key`, random and never the name; encrypted with its own data key, kept here wrapped by the
 *   project's data key (`key_id` names which), with the IV and the GCM tag of the file. `status` is
 *   'uploading' until the whole file is stored, so a half-stored file is never offered for download.
 *   Stored names are unique per clinician, ignoring case (the numbered suffix of 000 §5).
 * - document_uses: what points at a document (a malpractice policy, a task, …), so "where it is used" is one
 *   query and a delete can say where. Later modules add and remove their rows with their own writes.
 * - privileging_forms: an organization's blank privileging form, in the same storage, by its storage path.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table documents (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      document_type text not null check (document_type ~ '^[a-z0-9_]{1,40}$'),
      name text not null check (name ~ '^[A-Za-z0-9.]{1,140}$'),
      content_type text not null,
      size bigint not null default 0 check (size >= 0),
      status text not null default 'uploading' check (status in ('uploading', 'stored')),
      storage_key text not null unique,
      key_id text not null,
      wrapped_key text not null,
      iv text not null,
      auth_tag text,
      created_at timestamptz not null default now(),
      stored_at timestamptz
    )`,
    sql`create unique index documents_user_name on documents (user_id, lower(name))`,
    sql`create index documents_user_created on documents (user_id, created_at desc)`,
    sql`create table document_uses (
      document_id uuid not null references documents (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      use_kind text not null check (use_kind ~ '^[a-z_]{1,40}$'),
      use_id text not null,
      label text not null default '',
      created_at timestamptz not null default now(),
      primary key (document_id, use_kind, use_id)
    )`,
    sql`create index document_uses_user on document_uses (user_id)`,
    sql`create table privileging_forms (
      id uuid primary key default gen_random_uuid(),
      subscriber_group_id uuid not null references subscriber_groups (id) on delete cascade,
      s3_path text not null unique,
      name text not null check (name ~ '^[A-Za-z0-9.]{1,140}$'),
      content_type text not null,
      size bigint not null check (size >= 0),
      key_id text not null,
      wrapped_key text not null,
      iv text not null,
      auth_tag text not null,
      created_at timestamptz not null default now()
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
