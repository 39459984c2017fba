import { sql, type Kysely } from 'kysely';

/**
 * Work verification by outside verifiers (modules/work-verification; issue 16; decision 039).
 * - work_verifications: one row per clinician and verified item (a work-history position or an
 *   affiliation): the snapshot of what the verifier is shown (`subject`), the verifier, the state
 *   (pending → in_progress → signed → verified, or error), the event times (sent, opened, consented,
 *   signed, declined), the reminders sent, and once signed the verifier's record, the signature record, the
 *   record's SHA-256 and the signed PDF (kept, served for a limited time with the link's token).
 * - work_verification_tokens: the links' tokens, only as SHA-256 hashes, each with its expiry; a reminder
 *   adds one (the raw token is never stored, so a reminder carries a new link). Re-sending or changing the
 *   verifier deletes the old ones; signing marks the one used (for the document download).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table work_verifications (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      kind text not null check (kind in ('work_history', 'affiliation')),
      item_id text not null,
      app_req_id uuid,
      subject jsonb not null,
      verifier_name text not null,
      verifier_email text not null,
      status text not null default 'pending'
        check (status in ('pending', 'in_progress', 'signed', 'verified', 'error')),
      error text check (error in ('declined', 'expired')),
      decline_reason text,
      sent_at timestamptz not null,
      expires_at timestamptz not null,
      opened_at timestamptz,
      consented_at timestamptz,
      consent_version text,
      signed_at timestamptz,
      declined_at timestamptz,
      reminded_3_at timestamptz,
      reminded_7_at timestamptz,
      record jsonb,
      signature jsonb,
      record_hash text,
      document_id uuid unique,
      document bytea,
      document_expires_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, kind, item_id)
    )`,
    sql`create index work_verifications_open_idx on work_verifications (sent_at)
      where status in ('pending', 'in_progress')`,
    sql`create table work_verification_tokens (
      token_hash text primary key,
      verification_id uuid not null references work_verifications (id) on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`,
    sql`create index work_verification_tokens_verification_idx on work_verification_tokens (verification_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
