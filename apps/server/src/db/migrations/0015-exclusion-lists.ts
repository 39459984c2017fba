import { sql, type Kysely } from 'kysely';

/**
 * Exclusion lists loaded whole (modules/exclusions; decision 033). exclusion_snapshots: one row per file
 * loaded (source, url, fetched_at, SHA-256, row count). exclusion_rows: the current rows of each source, keyed
 * by (source, row_key), with the hash of the whole row and the snapshot that added or last changed it (the
 * monthly diff re-screens only those); a row a later snapshot no longer holds keeps removed_snapshot_id.
 * exclusion_row_names and exclusion_subject_names hold normalised name keys of list rows and of clinicians
 * (one row per last-name part and first-name key; exclusion_subjects says when a clinician's were built), joined in SQL on the Double Metaphone code of the last name
 * (fuzzystrmatch). exclusion_matches remembers each hit and its decision per (clinician, source, row key) and
 * the row hash it was made on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create extension if not exists fuzzystrmatch`,
    sql`create table exclusion_snapshots (
      id uuid primary key,
      source text not null,
      kind text not null check (kind in ('full', 'additions', 'removals')),
      url text not null,
      fetched_at timestamptz not null,
      sha256 text not null,
      row_count integer not null,
      changed_count integer not null default 0,
      removed_count integer not null default 0
    )`,
    sql`create index exclusion_snapshots_source_idx on exclusion_snapshots (source, fetched_at desc)`,
    sql`create table exclusion_rows (
      id bigint generated always as identity primary key,
      source text not null,
      row_key text not null,
      row_hash text not null,
      entity_type text not null check (entity_type in ('individual', 'entity')),
      display_name text not null,
      dobs text[] not null default '{}',
      npi text,
      state text,
      license text,
      excl_type text,
      excluded_on text,
      ends_on text,
      raw jsonb not null,
      changed_snapshot_id uuid not null references exclusion_snapshots (id),
      removed_snapshot_id uuid references exclusion_snapshots (id),
      unique (source, row_key)
    )`,
    sql`create index exclusion_rows_changed_idx on exclusion_rows (source, changed_snapshot_id)`,
    sql`create index exclusion_rows_npi_idx on exclusion_rows (npi) where npi is not null`,
    sql`create index exclusion_rows_license_idx on exclusion_rows (license) where license is not null`,
    sql`create table exclusion_row_names (
      row_id bigint not null references exclusion_rows (id) on delete cascade,
      source text not null,
      first_name text not null,
      first_key text not null,
      last_name text not null,
      last_code text not null,
      full_name text not null
    )`,
    sql`create index exclusion_row_names_code_idx on exclusion_row_names (last_code, first_key)`,
    sql`create index exclusion_row_names_last_idx on exclusion_row_names (last_name)`,
    sql`create index exclusion_row_names_row_idx on exclusion_row_names (row_id)`,
    sql`create table exclusion_staging (
      snapshot_id uuid not null,
      row_key text not null,
      row_hash text not null,
      payload jsonb not null
    )`,
    sql`create index exclusion_staging_idx on exclusion_staging (snapshot_id, row_key)`,
    sql`create table exclusion_subjects (
      user_id uuid primary key references users (id) on delete cascade,
      profile_changed_at timestamptz
    )`,
    sql`create table exclusion_subject_names (
      user_id uuid not null references users (id) on delete cascade,
      origin text not null,
      first_name text not null,
      first_key text not null,
      last_name text not null,
      last_code text not null,
      full_name text not null
    )`,
    sql`create index exclusion_subject_names_user_idx on exclusion_subject_names (user_id)`,
    sql`create index exclusion_subject_names_code_idx on exclusion_subject_names (last_code, first_key)`,
    sql`create index exclusion_subject_names_last_idx on exclusion_subject_names (last_name)`,
    sql`create table exclusion_subject_ids (
      user_id uuid not null references users (id) on delete cascade,
      kind text not null check (kind in ('npi', 'license')),
      value text not null,
      state text
    )`,
    sql`create index exclusion_subject_ids_user_idx on exclusion_subject_ids (user_id)`,
    sql`create index exclusion_subject_ids_value_idx on exclusion_subject_ids (kind, value)`,
    sql`create table exclusion_matches (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      source text not null,
      row_key text not null,
      row_hash text not null,
      row_id bigint references exclusion_rows (id) on delete set null,
      method text not null check (method in ('npi', 'license', 'name')),
      dob_check text not null check (dob_check in ('equal', 'different', 'unknown')),
      status text not null check (status in ('excluded', 'candidate', 'auto_cleared', 'not_me')),
      active boolean not null default true,
      evidence text,
      document_id text,
      decided_by uuid,
      decided_at timestamptz,
      alerted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, source, row_key)
    )`,
    sql`create index exclusion_matches_row_idx on exclusion_matches (source, row_key)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
