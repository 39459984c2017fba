import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { insertOutboxMessage, outboxBodyOf, type OutboxMessage } from './mail.repository';

export type MailMessage = OutboxMessage;

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the email_outbox table, which `npm run outbox` prints. */
export function createMailer({ config, db }: { config: Config; db: Kysely<Database> }): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.body,
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  content: Buffer.from(file.content),
                })),
              }
            : {}),
        });
      },
    };
  }
  const folder = path.join(config.DATA_DIR, 'outbox');
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxMessage(db, message);
      await writeOutboxFile(folder, message);
    },
  };
}

/**
 * Development outbox: each message is also a plain-text file in DATA_DIR/outbox, so a developer (and the
 * browser journeys) can open the newest link without a database client while the server holds the data.
 */
async function writeOutboxFile(folder: string, message: MailMessage): Promise<void> {
  await mkdir(folder, { recursive: true });
  const name = `${new Date().toISOString().replaceAll(':', '-')}-${Math.random().toString(36).slice(2, 8)}.txt`;
  const text = `To: ${message.to}\nSubject: ${message.subject}\n\n${outboxBodyOf(message)}\n`;
  await writeFile(path.join(folder, name), text, { mode: 0o600 });
  // Attachments beside the message, so a developer can open the file that was sent.
  for (const [index, file] of (message.attachments ?? []).entries())
    await writeFile(path.join(folder, `${name}.${index}-${path.basename(file.filename)}`), file.content, {
      mode: 0o600,
    });
}
