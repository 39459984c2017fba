/* eslint-disable no-console -- a command-line tool prints */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { latestOutboxMessages } from '../src/modules/mail/mail.repository';
import { latestTexts } from '../src/modules/verification-codes/sms-outbox';

/**
 * Prints the latest e-mails the server kept in its outbox (no SMTP_URL set), then the latest text messages
 * (no SMS_BASE_URL set; sign-up codes are there): `npm run outbox [count]`.
 * Embedded PGlite belongs to the running server, so a copy of its data folder is read instead.
 */
async function main() {
  const config = loadConfig();
  const count = Math.max(1, Math.min(50, Number(process.argv[2] ?? 5) || 5));
  const copy = config.DATABASE_URL ? undefined : mkdtempSync(path.join(os.tmpdir(), 'credence-outbox-'));
  if (copy) cpSync(config.DATA_DIR, copy, { recursive: true });
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: copy ?? config.DATA_DIR });
  try {
    const messages = await latestOutboxMessages(handle.db, count);
    if (messages.length === 0) console.log('The outbox is empty.');
    for (const message of messages.reverse()) {
      console.log(`#${message.id}  ${new Date(message.created_at).toISOString()}`);
      console.log(`To:      ${message.to_address}`);
      console.log(`Subject: ${message.subject}\n`);
      console.log(`${message.body}\n${'-'.repeat(72)}`);
    }
    const texts = await latestTexts(handle.db, count);
    if (texts.length === 0) console.log('No text messages.');
    for (const text of texts.reverse()) {
      console.log(`Text  ${new Date(text.created_at).toISOString()}`);
      console.log(`To:      ${text.to_phone}\n`);
      console.log(`${text.body}\n${'-'.repeat(72)}`);
    }
  } finally {
    await handle.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('Could not read the outbox:', error instanceof Error ? error.message : error);
  process.exit(1);
});
