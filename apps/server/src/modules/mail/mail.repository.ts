import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
}

export async function insertOutboxMessage(db: Kysely<Database>, message: OutboxMessage): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values({ to_address: message.to, subject: message.subject, body: message.body })
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
