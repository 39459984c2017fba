import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../mail/mailer';
import type { AuditOrigin } from '../audit/audit.service';

export interface AccountDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  mailer: Mailer;
}

/** Who is asking: the audit origin plus the client address the rate limits count. */
export type RequestOrigin = AuditOrigin & { ip: string };

export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60_000;
