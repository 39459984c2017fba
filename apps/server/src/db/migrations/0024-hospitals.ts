import { sql, type Kysely } from 'kysely';

/**
 * The hospital directory (modules/hospitals; decision 044): the CMS "Hospital General Information" file,
 * loaded whole. hospital_releases: one row per file loaded (its label, where it came from, SHA-256, row
 * count, when). hospitals: the rows of the newest release, keyed by CCN (Facility ID), with name_key and
 * address_key (upper case, punctuation dropped, street words abbreviated the USPS way) searched with
 * pg_trgm's GIN indexes (ILIKE and similarity), which PGlite ships too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create extension if not exists pg_trgm`,
    sql`create table hospital_releases (
      id uuid primary key,
      label text not null,
      origin text not null,
      sha256 text not null,
      row_count integer not null,
      loaded_at timestamptz not null
    )`,
    sql`create table hospitals (
      ccn text primary key,
      name text not null,
      address text not null,
      city text not null,
      state text not null,
      zip text not null,
      county text not null,
      phone text not null,
      hospital_type text not null,
      ownership text not null,
      emergency_services boolean not null,
      name_key text not null,
      address_key text not null,
      release_id uuid not null references hospital_releases (id)
    )`,
    sql`create index hospitals_name_key_trgm on hospitals using gin (name_key gin_trgm_ops)`,
    sql`create index hospitals_address_key_trgm on hospitals using gin (address_key gin_trgm_ops)`,
    sql`create index hospitals_zip_idx on hospitals (zip)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
