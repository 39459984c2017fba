import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createSmsAdapter, type SmsAdapter, type StoredSms } from '../../adapters/sms/sms-adapter';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';

/**
 * The SMS adapter for codes: the configured provider, or (no SMS_BASE_URL) the development outbox, where each
 * text lands in the sms_outbox table (`npm run outbox` prints it) and as a plain-text file in DATA_DIR/outbox
 * beside the e-mails (`To: +1…`), so a developer and the browser journeys can read the code while the server
 * holds the embedded database.
 */
export function createCodeSms({ config, db }: { config: Config; db: Kysely<Database> }): SmsAdapter {
  const folder = path.join(config.DATA_DIR, 'outbox');
  return createSmsAdapter(config, {
    store: async (message: StoredSms) => {
      await db
        .insertInto('sms_outbox')
        .values({ id: message.id, to_phone: message.to, body: message.body, created_at: message.createdAt })
        .execute();
      await mkdir(folder, { recursive: true });
      const name = `${message.createdAt.toISOString().replaceAll(':', '-')}-sms-${randomBytes(3).toString('hex')}.txt`;
      const text = `To: ${message.to}\nSubject: Text message\n\n${message.body}\n`;
      await writeFile(path.join(folder, name), text, { mode: 0o600 });
    },
  });
}

/** The newest texts of the development outbox (whoever sent them), for `npm run outbox`. */
export async function latestTexts(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('sms_outbox')
    .select(['id', 'to_phone', 'body', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
