import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
  /** Files sent with the message (a signed PDF); the outbox keeps their names in the body. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** The body as the outbox table keeps it: attachments named at the end (their bytes are not stored there). */
export const outboxBodyOf = (message: OutboxMessage): string =>
  message.attachments?.length
    ? `${message.body}\n\n[attached: ${message.attachments.map((file) => file.filename).join(', ')}]`
    : message.body;

export async function insertOutboxMessage(db: Kysely<Database>, message: OutboxMessage): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values({ to_address: message.to, subject: message.subject, body: outboxBodyOf(message) })
    .execute();
}

export async function latestOutboxMessages(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('email_outbox')
    .select(['id', 'to_address', 'subject', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
