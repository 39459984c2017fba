import {
  isWordingKey,
  makePhoneSchema,
  newPasswordSchema,
  requiredString,
  translate,
  verificationCodeSchema,
  type WordingParams,
} from '@credence/shared';
import { z } from 'zod';
import { isAdapterError } from '../../adapters/http';
import type { SmsAdapter } from '../../adapters/sms/sms-adapter';
import { AppError, badRequest } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { audit } from '../audit/audit.service';
import { consumeAttempt } from '../rate-limit/rate-limit.service';
import type { ServerSecrets } from '../secrets/secrets.service';
import {
  checkCode,
  CODE_POLICY,
  codeStoreKey,
  consumeCode,
  findOpenCode,
  findVerifiedCode,
  issueCode,
  maskPhone,
  resendTooEarly,
  secondsUntilResend,
  type CodeStoreDeps,
} from '../verification-codes/verification-codes.service';
import type { AccountDeps, RequestOrigin } from './accounts.deps';
import { accountExists } from './accounts.errors';
import { findUserByPhone, insertPhoneUser } from './accounts.repository';
import { insertHolderActor } from './holder-actor.service';

/**
 * Sign-up with a mobile phone number (spec 001 §5: sign-up requires email or phone; mobile is US only and
 * must be confirmed). Three steps in one sign-in interaction: number and names (a code is sent by text), the
 * code, then the password. The interaction's uid is the flow the code belongs to.
 */
export const PHONE_SIGN_UP = 'phone-sign-up';

export interface PhoneSignUpDeps extends AccountDeps {
  secrets: Pick<ServerSecrets, 'derive'>;
  sms: SmsAdapter;
}

const name = requiredString.transform((value) => value.trim()).pipe(z.string().max(100));
const startSchema = z.object({
  phone: makePhoneSchema({ required: true }),
  first_name: name,
  last_name: name,
});
export type PhoneSignUpInput = z.input<typeof startSchema>;

const codeStore = (deps: PhoneSignUpDeps): CodeStoreDeps => ({
  db: deps.db,
  clock: deps.clock,
  key: codeStoreKey(deps.secrets),
});
const subject = (flow: string) => ({ purpose: PHONE_SIGN_UP, flow });

/** Field messages from the shared rules, with their values filled in (the page shows them as they are). */
function invalid(issues: readonly z.core.$ZodIssue[]): AppError {
  return badRequest(
    issues.map((issue) => {
      const params = 'params' in issue ? (issue.params as WordingParams | undefined) : undefined;
      const message = isWordingKey(issue.message) ? translate(issue.message, params) : issue.message;
      return { path: issue.path.map(String).join('.'), message };
    }),
  );
}

/** The page restarts at the number: the interaction has no open code (never sent, used, or replaced). */
export const signUpRestart = () =>
  new AppError(409, 'verification-code.missing', translate('auth.page.phone.start-again'));

/** 503 when the text could not be sent: the page says so and offers the e-mail sign-up. */
const smsUnavailable = () => new AppError(503, 'sms.unavailable', translate('verification-code.send-failed'));

/** The one sentence for a code that did not verify (wrong, expired or out of attempts), on the code field. */
export const codeNotVerified = () =>
  new AppError(400, 'verification-code.wrong', translate('verification-code.wrong'), [
    { path: 'code', message: translate('verification-code.wrong') },
  ]);

async function sendCode(deps: PhoneSignUpDeps, flow: string, phone: string, payload: Record<string, string>) {
  await issueCode(codeStore(deps), {
    ...subject(flow),
    target: phone,
    payload,
    send: async (code) => {
      try {
        await deps.sms.send({
          to: phone,
          body: translate('sms.sign-up-code', { code, minutes: CODE_POLICY.ttlMs / 60_000 }),
        });
      } catch (error) {
        if (isAdapterError(error)) throw smsUnavailable();
        throw error;
      }
    },
  });
}

async function auditSend(
  deps: PhoneSignUpDeps,
  origin: RequestOrigin,
  phone: string,
  outcome: 'success' | 'failure' | 'denied',
  reason?: string,
) {
  await audit(deps.db, origin, {
    action: 'phone.code-send',
    outcome,
    details: { purpose: PHONE_SIGN_UP, phone: maskPhone(phone), ...(reason ? { reason } : {}) },
  });
}

/** Counts a text against the number and the address, after the countdown check (a refused resend is free). */
async function limitSends(deps: PhoneSignUpDeps, origin: RequestOrigin, phone: string) {
  try {
    await consumeAttempt(deps, { action: 'phone-code', account: phone, ip: origin.ip });
  } catch (error) {
    await auditSend(deps, origin, phone, 'denied', 'rate-limited');
    throw error;
  }
}

async function sendAudited(
  deps: PhoneSignUpDeps,
  origin: RequestOrigin,
  flow: string,
  phone: string,
  payload: Record<string, string>,
) {
  const open = await findOpenCode(deps, subject(flow));
  const wait = open?.target === phone ? secondsUntilResend(deps, open) : 0;
  if (wait > 0) {
    await auditSend(deps, origin, phone, 'denied', 'too-early');
    throw resendTooEarly(wait);
  }
  await limitSends(deps, origin, phone);
  try {
    await sendCode(deps, flow, phone, payload);
  } catch (error) {
    await auditSend(deps, origin, phone, 'failure', error instanceof AppError ? error.code : 'error');
    throw error;
  }
  await auditSend(deps, origin, phone, 'success');
}

/** Step 1: checks the number and names, refuses a number that has an account, and texts a code. */
export async function startPhoneSignUp(
  deps: PhoneSignUpDeps,
  { flow, input, origin }: { flow: string; input: PhoneSignUpInput; origin: RequestOrigin },
): Promise<{ phone: string }> {
  const parsed = startSchema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error.issues);
  const { phone, first_name, last_name } = parsed.data;
  if (await findUserByPhone(deps.db, phone)) {
    await audit(deps.db, origin, {
      action: 'account.create',
      outcome: 'failure',
      details: { via: 'phone', reason: 'exists' },
    });
    throw accountExists();
  }
  await sendAudited(deps, origin, flow, phone, { first_name, last_name });
  return { phone };
}

/** "Send a new code": the same number and names, after the countdown, within the send limits. */
export async function resendPhoneSignUpCode(
  deps: PhoneSignUpDeps,
  { flow, origin }: { flow: string; origin: RequestOrigin },
): Promise<{ phone: string }> {
  const open = await findOpenCode(deps, subject(flow));
  if (!open || open.consumed_at) throw signUpRestart();
  await sendAudited(deps, origin, flow, open.target, open.payload);
  return { phone: open.target };
}

/** Where the interaction stands: the number a code was sent to and the seconds left on the countdown. */
export async function phoneSignUpState(deps: PhoneSignUpDeps, flow: string) {
  const open = await findOpenCode(deps, subject(flow));
  if (!open || open.consumed_at) return null;
  return {
    phone: open.target,
    resendIn: secondsUntilResend(deps, open),
    verified: Boolean(open.verified_at),
  };
}

/** Step 2: the code. Every failure is audited with its reason and the masked number only. */
export async function verifyPhoneSignUpCode(
  deps: PhoneSignUpDeps,
  { flow, code, origin }: { flow: string; code: string; origin: RequestOrigin },
): Promise<void> {
  const typed = code.replace(/\s/g, '');
  const format = verificationCodeSchema.safeParse(typed);
  if (!format.success) throw invalid(format.error.issues);
  const { result, row } = await checkCode(codeStore(deps), { ...subject(flow), code: typed });
  if (result === 'missing') throw signUpRestart();
  const details = { purpose: PHONE_SIGN_UP, phone: maskPhone(row!.target) };
  if (result !== 'verified') {
    await audit(deps.db, origin, {
      action: 'phone.code-verify',
      outcome: 'failure',
      details: { ...details, reason: result },
    });
    throw codeNotVerified();
  }
  await audit(deps.db, origin, { action: 'phone.code-verify', outcome: 'success', details });
}

/**
 * Step 3: the password (the shared rules, each failing rule reported). Creates the person with the number as
 * a verified identifier and their clinician actor; answers the new user's id so the sign-in can continue.
 */
export async function finishPhoneSignUp(
  deps: PhoneSignUpDeps,
  input: { flow: string; password: string; confirmation: string; origin: RequestOrigin },
): Promise<string> {
  const row = await findVerifiedCode(deps, subject(input.flow));
  if (!row) throw signUpRestart();
  const parsed = newPasswordSchema.safeParse({ password: input.password, confirmation: input.confirmation });
  if (!parsed.success) throw invalid(parsed.error.issues);
  const names = { first_name: row.payload.first_name ?? '', last_name: row.payload.last_name ?? '' };
  const passwordHash = await hashPassword(parsed.data.password);
  const now = deps.clock();
  const userId = await deps.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, row.id, now))) return null;
    if (await findUserByPhone(trx, row.target)) return 'exists' as const;
    const id = await insertPhoneUser(trx, {
      phone: row.target,
      password_hash: passwordHash,
      ...names,
      verified_at: new Date(row.verified_at!),
    });
    const actorId = await insertHolderActor(trx, {
      userId: id,
      firstName: names.first_name,
      lastName: names.last_name,
      email: maskPhone(row.target),
    });
    await audit(trx, input.origin, {
      action: 'account.create',
      outcome: 'success',
      user_id: id,
      actor_id: actorId,
      target_type: 'user',
      target_id: id,
      details: { via: 'phone' },
    });
    await audit(trx, input.origin, {
      action: 'sign-in',
      outcome: 'success',
      user_id: id,
      details: { via: 'create-account' },
    });
    return id;
  });
  if (userId === null) throw signUpRestart();
  if (userId === 'exists') {
    await audit(deps.db, input.origin, {
      action: 'account.create',
      outcome: 'failure',
      details: { via: 'phone', reason: 'exists' },
    });
    throw accountExists();
  }
  return userId;
}
