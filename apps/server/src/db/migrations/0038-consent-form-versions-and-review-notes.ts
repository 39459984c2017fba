import { sql, type Kysely } from 'kysely';

/**
 * Consent forms written in the console, and notes on exclusion decisions (issue 18, decision 062):
 * - a consent form gets its text (`body`), a version number and the first version's id (`lineage_id`,
 *   null on a first version: a form's lineage is `coalesce(lineage_id, id)`, so seeds need not name it);
 *   editing a form someone signed writes a new row (version + 1) and marks the old one `superseded_at`,
 *   so a signature stays on the row, and the text, it signed. Forms made before keep `body` null;
 * - `consent_form_requirements`: the requirement sets that ask for a form (none: every subscriber);
 * - `exclusion_reviews.note`: the reviewer's note with a decision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table consent_forms
      add column body text,
      add column version integer not null default 1,
      add column lineage_id uuid,
      add column superseded_at timestamptz,
      add column updated_at timestamptz,
      add column updated_by uuid references actors (id) on delete set null`,
    sql`create index consent_forms_lineage on consent_forms (lineage_id)`,
    sql`create table consent_form_requirements (
      consent_form_id uuid not null references consent_forms (id) on delete cascade,
      app_req_id uuid not null references application_requirements (id) on delete cascade,
      primary key (consent_form_id, app_req_id)
    )`,
    sql`alter table exclusion_reviews add column note text`,
  ];
  for (const statement of statements) await statement.execute(db);
}
