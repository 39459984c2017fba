import { sql, type Kysely } from 'kysely';

/**
 * The education institution directory (modules/education; decision 049): the NCES IPEDS "HD" file, loaded
 * whole like the hospital directory (0024). education_releases: one row per file loaded. institutions: the
 * rows of the newest release keyed by UNITID, with name_key (upper case, punctuation dropped) over the name
 * and its aliases, searched with pg_trgm (0024 created the extension; created here too if missing).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create extension if not exists pg_trgm`,
    sql`create table education_releases (
      id uuid primary key,
      label text not null,
      origin text not null,
      sha256 text not null,
      row_count integer not null,
      loaded_at timestamptz not null
    )`,
    sql`create table education_institutions (
      unitid text primary key,
      name text not null,
      aliases text not null,
      city text not null,
      state text not null,
      zip text not null,
      highest_level integer,
      medical boolean not null,
      name_key text not null,
      release_id uuid not null references education_releases (id)
    )`,
    sql`create index education_institutions_name_key_trgm
      on education_institutions using gin (name_key gin_trgm_ops)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
