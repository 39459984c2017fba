import { sql, type Kysely } from 'kysely';

/**
 * The organization console (issue 18, decision 045): who invited whom and when an invitation was last
 * sent (resend), who approved a pending join, and who marked a clinician's file reviewed and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table invitations add column invited_by uuid references actors(id) on delete set null`.execute(
    db,
  );
  await sql`alter table invitations add column sent_at timestamptz`.execute(db);
  await sql`alter table invitations add column send_count integer not null default 0`.execute(db);
  await sql`alter table subscriptions add column approved_by uuid references actors(id) on delete set null`.execute(
    db,
  );
  await sql`alter table subscriptions add column approved_at timestamptz`.execute(db);
  await sql`alter table subscriptions add column reviewed_by uuid references actors(id) on delete set null`.execute(
    db,
  );
  await sql`alter table subscriptions add column reviewed_at timestamptz`.execute(db);
  await sql`create index invitations_group on invitations (subscriber_group_id, created_at desc)`.execute(db);
}
