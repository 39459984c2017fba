import { isValidEmail, isValidPhone, toStoredPhone } from '@credence/shared';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { audit } from '../audit/audit.service';
import { KNOWN_DEVICE_KEY_LABEL, recognisedDevice, rememberDevice } from '../rate-limit/known-device';
import { guardSignIn, recordSignInFailure } from '../rate-limit/rate-limit.service';
import type { ServerSecrets } from '../secrets/secrets.service';
import type { AccountDeps, RequestOrigin } from './accounts.deps';
import { incorrectCredentials } from './accounts.errors';
import { findUserByEmail, findUserByPhone, listActorLevels } from './accounts.repository';

const SUBSCRIBER_LEVELS = new Set(['admin', 'staff', 'super_user']);

export interface SignedInUser {
  userId: string;
  /** Every actor is on the subscriber side: this person probably meant the administrator login. */
  subscriberOnly: boolean;
  /** The browser's known-device cookie, renewed for this account (decision 024). */
  knownDevices: string;
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

/**
 * Email or mobile phone plus password; every outcome is audited, failures count towards the limit: this
 * browser's own count when it holds a known-device entry for the account, else the account's.
 */
export async function signIn(
  deps: AccountDeps & { secrets: Pick<ServerSecrets, 'derive'> },
  {
    identifier,
    password,
    origin,
    knownDevices,
  }: { identifier: string; password: string; origin: RequestOrigin; knownDevices?: string },
): Promise<SignedInUser> {
  // One count per account however the number is written ('(555) 010-0199', '+15550100199').
  const typed = identifier.trim();
  const account = !typed.includes('@') && isValidPhone(typed) ? toStoredPhone(typed) : typed;
  const deviceKey = deps.secrets.derive(KNOWN_DEVICE_KEY_LABEL);
  const user = await findByIdentifier(deps, identifier);
  const knownDevice = user ? recognisedDevice(deviceKey, knownDevices, user.id) : null;
  const subject = { action: 'sign-in' as const, account, ip: origin.ip, knownDevice };
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
  const matches = user?.password_hash
    ? await verifyPassword(user.password_hash, password)
    : (await verifyPassword(await decoy(), password)) && false;
  if (!user || !matches) {
    await recordSignInFailure(deps, subject);
    await audit(deps.db, origin, {
      action: 'sign-in',
      outcome: 'failure',
      user_id: user?.id ?? null,
      details: { reason: user ? 'wrong-password' : 'unknown-account', known_device: !!knownDevice },
    });
    throw incorrectCredentials();
  }
  const actors = await listActorLevels(deps.db, user.id);
  await audit(deps.db, origin, { action: 'sign-in', outcome: 'success', user_id: user.id });
  return {
    userId: user.id,
    subscriberOnly: actors.length > 0 && actors.every((actor) => SUBSCRIBER_LEVELS.has(actor.access_level)),
    knownDevices: rememberDevice(deviceKey, knownDevices, user.id),
  };
}
