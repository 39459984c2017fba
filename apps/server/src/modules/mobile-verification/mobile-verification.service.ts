import { errorCodes, translate, type ErrorDetail } from '@credence/shared';
import type { Kysely } from 'kysely';
import { isAdapterError } from '../../adapters/http';
import type { SmsAdapter } from '../../adapters/sms/sms-adapter';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { audit } from '../audit/audit.service';
import { consumeAttempt } from '../rate-limit/rate-limit.service';
import type { ServerSecrets } from '../secrets/secrets.service';
import { writeValue } from '../self-attested/self-attested.repository';
import { MOBILE_CONFIRM_KEY, PHONE_KEY } from '../self-attested/self-attested.service';
import {
  checkCode,
  CODE_POLICY,
  codeStoreKey,
  consumeCode,
  findOpenCode,
  issueCode,
  type CodeStoreDeps,
} from '../verification-codes/verification-codes.service';
import { markPhoneVerified } from './mobile-verification.repository';
import type { Caller } from '../../lib/caller';

/**
 * Confirming the clinician's mobile number in enrolment (spec 001 §4): a 6-digit code by text, a new one only
 * after the countdown, five tries, ten minutes. The codes live in the shared verification-codes store (hashed
 * with a server key), one open code per clinician.
 */
export const MOBILE_CONFIRM = 'mobile-confirm';

export interface MobileVerificationDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  secrets: Pick<ServerSecrets, 'derive'>;
  sms: SmsAdapter;
}

const codeStore = (deps: MobileVerificationDeps): CodeStoreDeps => ({
  db: deps.db,
  clock: deps.clock,
  key: codeStoreKey(deps.secrets),
});
const subjectOf = (userId: string) => ({ purpose: MOBILE_CONFIRM, flow: userId });

const codeError = (code: 'verification-code.wrong' | 'verification-code.expired') => {
  const details: ErrorDetail[] = [{ path: 'code', message: code }];
  return new AppError(400, code, translate(code), details);
};

export const RESEND_AFTER_SECONDS = CODE_POLICY.resendAfterMs / 1000;
export const EXPIRES_IN_SECONDS = CODE_POLICY.ttlMs / 1000;

/** Texts a new code to `phone` (stored form); 429 during the countdown or past the account/address limits. */
export async function sendMobileCode(deps: MobileVerificationDeps, caller: Caller, phone: string) {
  await consumeAttempt(deps, { action: 'mobile-code', account: caller.userId, ip: caller.origin.ip ?? '' });
  const minutes = Math.round(CODE_POLICY.ttlMs / 60_000);
  try {
    await issueCode(codeStore(deps), {
      ...subjectOf(caller.userId),
      target: phone,
      send: async (code) => {
        await deps.sms.send({ to: phone, body: translate('sms.mobile-code', { code, minutes }) });
      },
    });
  } catch (error) {
    if (!isAdapterError(error)) throw error;
    await audit(deps.db, caller.origin, {
      action: 'mobile_code.send',
      outcome: 'failure',
      target_type: 'user',
      target_id: caller.userId,
      details: { adapter: error.code },
    });
    throw new AppError(503, errorCodes.unavailable, translate('mobile.send-failed'));
  }
  await audit(deps.db, caller.origin, {
    action: 'mobile_code.send',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
  });
  return { resend_after_seconds: RESEND_AFTER_SECONDS, expires_in_seconds: EXPIRES_IN_SECONDS };
}

/**
 * Checks the typed code for `phone`; on success saves the number as confirmed (with history and audit). A code
 * sent to another number never confirms this one.
 */
export async function verifyMobileCode(
  deps: MobileVerificationDeps,
  caller: Caller,
  input: { phone: string; code: string },
) {
  await consumeAttempt(deps, { action: 'mobile-code-verify', account: null, ip: caller.origin.ip ?? '' });
  const store = codeStore(deps);
  const subject = subjectOf(caller.userId);
  const open = await findOpenCode(store, subject);
  const failed = async (code: 'verification-code.wrong' | 'verification-code.expired') => {
    await audit(deps.db, caller.origin, {
      action: 'mobile_code.verify',
      outcome: 'failure',
      target_type: 'user',
      target_id: caller.userId,
      details: { reason: code },
    });
    return codeError(code);
  };
  if (open && !open.consumed_at && open.target !== input.phone) throw await failed('verification-code.wrong');
  const { result, row } = await checkCode(store, { ...subject, code: input.code });
  if (result === 'wrong') throw await failed('verification-code.wrong');
  if (result !== 'verified' || !row) throw await failed('verification-code.expired');

  const at = deps.clock();
  const confirmed = await deps.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, row.id, at))) return false;
    const change = { userId: caller.userId, actorId: caller.actorId, at };
    await writeValue(trx, { ...change, key: PHONE_KEY, value: input.phone });
    await writeValue(trx, { ...change, key: MOBILE_CONFIRM_KEY, value: true });
    await markPhoneVerified(trx, caller.userId, input.phone, at);
    await audit(trx, caller.origin, {
      action: 'mobile_code.verify',
      outcome: 'success',
      target_type: 'user',
      target_id: caller.userId,
      details: { keys: `${PHONE_KEY},${MOBILE_CONFIRM_KEY}` },
    });
    return true;
  });
  // Another request used the same code a moment earlier.
  if (!confirmed) throw await failed('verification-code.expired');
  return { mobile_confirm: true as const };
}
