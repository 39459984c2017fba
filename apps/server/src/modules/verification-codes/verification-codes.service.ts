import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { errorCodes, translate, VERIFICATION_CODE_LENGTH } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ServerSecrets } from '../secrets/secrets.service';
import {
  deleteCode,
  deleteCodesExpiredBefore,
  findCode,
  markConsumed,
  markVerified,
  spendAttempt,
  upsertCode,
  type CodeRow,
} from './verification-codes.repository';

/**
 * A reusable store of short codes sent to a person (phone sign-up today): each code is kept only as a keyed
 * hash, answers a limited number of attempts, expires, and a new one can be sent only after a countdown.
 */
export const CODE_POLICY = {
  length: VERIFICATION_CODE_LENGTH,
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  resendAfterMs: 60_000,
  /** How long a verified code can still be used to finish what it was for (e.g. choose a password). */
  verifiedForMs: 30 * 60_000,
} as const;

export interface CodeStoreDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** HMAC key of the stored hashes: a database reader cannot try the million codes offline. */
  key: Buffer;
}

export const codeStoreKey = (secrets: Pick<ServerSecrets, 'derive'>) => secrets.derive('verification-codes');

export interface CodeSubject {
  /** What the code is for, e.g. 'phone-sign-up'. */
  purpose: string;
  /** Whose it is: one open code per purpose and flow (a sign-in interaction's uid). */
  flow: string;
}

const hashCode = (key: Buffer, subject: CodeSubject, code: string) =>
  createHmac('sha256', key).update(`${subject.purpose}\0${subject.flow}\0${code}`).digest();

const newCode = () => String(randomInt(0, 10 ** CODE_POLICY.length)).padStart(CODE_POLICY.length, '0');

/** 429 with the seconds left on the countdown (Retry-After), in the catalogue's words. */
export const resendTooEarly = (seconds: number) =>
  new AppError(
    429,
    errorCodes.rateLimited,
    translate('verification-code.resend-in', { seconds }),
    undefined,
    seconds,
  );

/** Seconds before another code may be sent for this subject; 0 when it may be sent now. */
export function secondsUntilResend(deps: Pick<CodeStoreDeps, 'clock'>, row: CodeRow | undefined): number {
  if (!row || row.consumed_at) return 0;
  const wait = new Date(row.sent_at).getTime() + CODE_POLICY.resendAfterMs - deps.clock().getTime();
  return Math.max(0, Math.ceil(wait / 1000));
}

export const findOpenCode = (deps: Pick<CodeStoreDeps, 'db'>, subject: CodeSubject) =>
  findCode(deps.db, subject.purpose, subject.flow);

/**
 * Makes a new code for the subject (replacing any earlier one) and hands it to `send`. Refused with 429 while
 * the countdown of the previous code to the same target runs. If sending fails the code is dropped, so the person can retry at once.
 */
export async function issueCode(
  deps: CodeStoreDeps,
  input: CodeSubject & {
    target: string;
    payload?: Record<string, string>;
    send: (code: string) => Promise<void>;
  },
): Promise<{ id: string; expiresAt: Date }> {
  // The countdown is per number: someone who mistyped their number need not wait to correct it.
  const open = await findOpenCode(deps, input);
  const wait = open?.target === input.target ? secondsUntilResend(deps, open) : 0;
  if (wait > 0) throw resendTooEarly(wait);
  const now = deps.clock();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + CODE_POLICY.ttlMs);
  // A cheap moment to sweep codes nobody can use any more.
  await deleteCodesExpiredBefore(deps.db, new Date(now.getTime() - 24 * 60 * 60_000));
  const id = await upsertCode(deps.db, {
    purpose: input.purpose,
    flow: input.flow,
    target: input.target,
    code_hash: hashCode(deps.key, input, code).toString('hex'),
    sent_at: now,
    expires_at: expiresAt,
    payload: input.payload ?? {},
  });
  try {
    await input.send(code);
  } catch (error) {
    await deleteCode(deps.db, id);
    throw error;
  }
  return { id, expiresAt };
}

export type CodeCheck = 'verified' | 'wrong' | 'expired' | 'too-many' | 'missing';

/**
 * Compares a typed code with the open one. Every comparison spends an attempt first (so parallel guesses
 * cannot go past the limit); an expired code or one with no attempts left never verifies.
 */
export async function checkCode(
  deps: CodeStoreDeps,
  input: CodeSubject & { code: string },
): Promise<{ result: CodeCheck; row?: CodeRow; attemptsLeft: number }> {
  const row = await findOpenCode(deps, input);
  if (!row || row.consumed_at) return { result: 'missing', attemptsLeft: 0 };
  if (row.verified_at)
    return { result: 'verified', row, attemptsLeft: CODE_POLICY.maxAttempts - row.attempts };
  const used = await spendAttempt(deps.db, row.id, CODE_POLICY.maxAttempts);
  if (used === null) return { result: 'too-many', row, attemptsLeft: 0 };
  const attemptsLeft = CODE_POLICY.maxAttempts - used;
  const now = deps.clock();
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { result: 'expired', row, attemptsLeft };
  const typed = hashCode(deps.key, input, input.code);
  if (!timingSafeEqual(typed, Buffer.from(row.code_hash, 'hex')))
    return { result: 'wrong', row, attemptsLeft };
  await markVerified(deps.db, row.id, now);
  return { result: 'verified', row: { ...row, verified_at: now }, attemptsLeft };
}

/** The subject's verified, unused code, while it may still be used to finish the flow. */
export async function findVerifiedCode(deps: Pick<CodeStoreDeps, 'db' | 'clock'>, subject: CodeSubject) {
  const row = await findOpenCode(deps, subject);
  if (!row?.verified_at || row.consumed_at) return undefined;
  const age = deps.clock().getTime() - new Date(row.verified_at).getTime();
  return age <= CODE_POLICY.verifiedForMs ? row : undefined;
}

/** Marks a verified code used, in the caller's transaction; false if another request used it first. */
export const consumeCode = (db: Kysely<Database>, id: string, at: Date) => markConsumed(db, id, at);

/** '(***) ***-0199': enough for a person or an auditor to tell numbers apart, never the whole number. */
export function maskPhone(stored: string): string {
  const digits = stored.replace(/\D/g, '');
  return `(***) ***-${digits.slice(-4)}`;
}
