import { paths, translate, WORK_VERIFICATION_TOKEN_DAYS, type WorkVerificationItem } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashToken, newOneTimeToken } from '../../lib/one-time-token';
import type { AuditOrigin } from '../audit/audit.service';
import type { Mailer } from '../mail/mailer';
import * as repository from './work-verification.repository';
import type { WorkVerificationSummary } from './work-verification.repository';

// What both halves of work verification share: the dependencies, the verifier's origin, the link and its
// token, the e-mails to the verifier and the subject a request describes (see work-verification.service.ts).

export type Db = Kysely<Database>;
export interface WorkVerificationDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Who the verifier is, as the public calls know them: the address, the user agent and the request id. */
export interface VerifierOrigin {
  ip: string;
  userAgent: string | null;
  requestId: string;
}
export const auditOriginOf = (origin: VerifierOrigin, userId: string | null = null): AuditOrigin => ({
  ip: origin.ip,
  request_id: origin.requestId,
  user_id: userId,
  actor_id: null,
});

/** The one answer of a link that does not work: unknown, expired, used or replaced alike. */
export const linkInvalid = () => notFound(translate('work-verification.link-invalid'));

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** YYYY-MM-DD (affiliations) → MM/yyyy; month dates and blanks unchanged. */
export const monthOf = (value: unknown): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(text);
  return match ? `${match[2]}/${match[1]}` : text;
};
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const linkOf = (config: Config, token: string) =>
  `${config.PUBLIC_ORIGIN}${paths.workVerification(token)}`;

/** A new link for the request: a fresh token, stored only as its hash, valid until the request's expiry. */
export async function issueToken(db: Db, verificationId: string, at: Date, expiresAt: Date): Promise<string> {
  const token = newOneTimeToken();
  await repository.insertToken(db, { hash: hashToken(token), verificationId, at, expiresAt });
  return token;
}

export function verifierMessage(
  kind: 'email.work-verification' | 'email.work-verification-reminder',
  values: { to: string; verifier: string; clinician: string; institution: string; link: string },
) {
  const params = { ...values, days: WORK_VERIFICATION_TOKEN_DAYS };
  return {
    to: values.to,
    subject: translate(`${kind}.subject`, params),
    body: translate(`${kind}.body`, params),
  };
}

export interface Subject {
  clinician: { first_name: string; last_name: string };
  position: Omit<WorkVerificationItem, 'request' | 'item_id'> & { item_id?: string };
}
export const subjectOf = (row: WorkVerificationSummary): Subject => row.subject as unknown as Subject;
