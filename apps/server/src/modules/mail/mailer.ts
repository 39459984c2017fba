import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { insertOutboxMessage, type OutboxMessage } from './mail.repository';

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
        });
      },
    };
  }
  return { kind: 'outbox', send: (message) => insertOutboxMessage(db, message) };
}
