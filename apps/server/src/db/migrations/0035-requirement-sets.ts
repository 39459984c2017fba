import { sql, type Kysely } from 'kysely';

/**
 * Requirement sets edited in the console and submissions reviewed there (issue 18, decision 055):
 * - application_requirements records who last edited a set and when (sets are edited in place);
 * - clinician_tasks records the staff member who accepted or returned a submission, when, and the message
 *   of a return, which the clinician reads on /task/<id>.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table application_requirements
      add column updated_at timestamptz,
      add column updated_by uuid references actors (id) on delete set null`,
    sql`alter table clinician_tasks
      add column review_message text,
      add column reviewed_by uuid references actors (id) on delete set null,
      add column reviewed_at timestamptz`,
  ];
  for (const statement of statements) await statement.execute(db);
}
