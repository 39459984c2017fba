import { isValidEmail, isValidPhone, toStoredPhone } from '@credence/shared';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { audit } from '../audit/audit.service';
import { guardSignIn, recordSignInFailure } from '../rate-limit/rate-limit.service';
import type { AccountDeps, RequestOrigin } from './accounts.deps';
import { incorrectCredentials } from './accounts.errors';
import { findUserByEmail, findUserByPhone, listActorLevels } from './accounts.repository';

const SUBSCRIBER_LEVELS = new Set(['admin', 'staff', 'super_user']);

export interface SignedInUser {
  userId: string;
  /** Every actor is on the subscriber side: this person probably meant the administrator login. */
  subscriberOnly: boolean;
}

// Unknown accounts still pay for one hash check, so the answer time does not reveal which accounts exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that never matches'));

async function findByIdentifier(deps: AccountDeps, identifier: string) {
  const typed = identifier.trim();
  if (typed.includes('@')) {
    return isValidEmail(typed) ? findUserByEmail(deps.db, typed.toLowerCase()) : undefined;
  }
  return isValidPhone(typed) ? findUserByPhone(deps.db, toStoredPhone(typed)) : undefined;
}

/** Email or mobile phone plus password; every outcome is audited, failures count towards the limit. */
export async function signIn(
  deps: AccountDeps,
  { identifier, password, origin }: { identifier: string; password: string; origin: RequestOrigin },
): Promise<SignedInUser> {
  // One count per account however the number is written ('(555) 010-0199', '+15550100199').
  const typed = identifier.trim();
  const account = !typed.includes('@') && isValidPhone(typed) ? toStoredPhone(typed) : typed;
  const subject = { action: 'sign-in' as const, account, ip: origin.ip };
  try {
    await guardSignIn(deps, subject);
  } catch (error) {
    await audit(deps.db, origin, {
      action: 'sign-in',
      outcome: 'denied',
      details: { reason: 'rate-limited' },
    });
    throw error;
  }
  const user = await findByIdentifier(deps, identifier);
  const matches = user?.password_hash
    ? await verifyPassword(user.password_hash, password)
    : (await verifyPassword(await decoy(), password)) && false;
  if (!user || !matches) {
    await recordSignInFailure(deps, subject);
    await audit(deps.db, origin, {
      action: 'sign-in',
      outcome: 'failure',
      user_id: user?.id ?? null,
      details: { reason: user ? 'wrong-password' : 'unknown-account' },
    });
    throw incorrectCredentials();
  }
  const actors = await listActorLevels(deps.db, user.id);
  await audit(deps.db, origin, { action: 'sign-in', outcome: 'success', user_id: user.id });
  return {
    userId: user.id,
    subscriberOnly: actors.length > 0 && actors.every((actor) => SUBSCRIBER_LEVELS.has(actor.access_level)),
  };
}
