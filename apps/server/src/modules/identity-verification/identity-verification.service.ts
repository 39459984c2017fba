import {
  lookupErrors,
  normalizeSsn,
  selfAttestedKey,
  translate,
  type ErrorDetail,
  type IdVerificationStatus,
  type SelfAttestedKey,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import { isAdapterError } from '../../adapters/http';
import type {
  IdentityAdapter,
  IdentityCheck,
  IdentityPerson,
} from '../../adapters/identity/identity-adapter';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashToken, newOneTimeToken } from '../../lib/one-time-token';
import { onIdentityVerified } from '../credentials/credentials.service';
import { completePendingShares } from '../sharing/pending-identity';
import { audit } from '../audit/audit.service';
import { consumeAccountQuota } from '../rate-limit/rate-limit.service';
import type { ServerSecrets } from '../secrets/secrets.service';
import { readValues, writeValue } from '../self-attested/self-attested.repository';
import { readClearValues, SSN_KEY } from '../self-attested/self-attested.service';
import { findSubscribedRequirement } from '../subscriptions/subscribed-requirement';
import { identityRequirementOf } from './identity-requirement';
import {
  findVerification,
  readIdVerificationStatus,
  saveVerification,
  writeIdVerificationStatus,
} from './identity-verification.repository';
import type { Caller } from '../../lib/caller';

/**
 * Identity verification through the identity provider (adapters/identity). The person's status is the holder
 * actor's settings.id_verification: not_started → pending → finished | invalid, and invalid → not_started to
 * retry. Only the provider decides finished or invalid; the client may only say "I have done my part"
 * (pending) or "let me retry". A provider failure is 503 lookup.unavailable and changes nothing.
 */
export interface IdentityDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  secrets: Pick<ServerSecrets, 'dataKeys'>;
  identity: IdentityAdapter;
}

/** How long the cross-device link (/id-verify?token=…) may be used to finish on a phone. */
export const CROSS_DEVICE_TTL_SECONDS = 30 * 60;
/** Provider calls per account per window: enough for a person, not for draining the provider's quota. */
const IDENTITY_CALLS_PER_WINDOW = 30;
const IDENTITY_WINDOW_SECONDS = 10 * 60;
const IDENTITY_SOURCE = 'the identity service';

export const VERIFICATION_KEY = selfAttestedKey('basic_info', 'verification');

const key = selfAttestedKey;
const REQUIRED: readonly SelfAttestedKey[] = [
  key('basic_info', 'first_name'),
  key('basic_info', 'last_name'),
  key('basic_info', 'date_of_birth'),
  key('address', 'line_1'),
  key('address', 'city'),
  key('address', 'state'),
  key('address', 'zip'),
];
const OPTIONAL: readonly SelfAttestedKey[] = [key('address', 'line_2'), SSN_KEY];

const statusError = (
  message: 'identity.start-first' | 'identity.status-invalid' | 'identity.already-verified',
) => badRequest([{ path: 'status', message }]);

async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isAdapterError(error)) throw error;
    throw new AppError(
      503,
      lookupErrors.unavailable,
      translate('lookup.unavailable', { source: IDENTITY_SOURCE }),
    );
  }
}

const spendQuota = (deps: IdentityDeps, caller: Caller) =>
  consumeAccountQuota(deps, {
    action: 'identity-verification',
    account: caller.userId,
    limit: IDENTITY_CALLS_PER_WINDOW,
    windowSeconds: IDENTITY_WINDOW_SECONDS,
  });

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The applicant from the saved profile; 400 naming each missing key. */
async function personOf(deps: IdentityDeps, userId: string): Promise<IdentityPerson> {
  // The provider needs the date of birth and the SSN in clear: opened here, never answered.
  const values = await readClearValues(deps, userId, [...REQUIRED, ...OPTIONAL]);
  const missing: ErrorDetail[] = REQUIRED.filter((k) => text(values[k]) === '').map((k) => ({
    path: k,
    message: 'validation.required',
  }));
  if (missing.length > 0) throw badRequest(missing);
  const ssn = values[SSN_KEY];
  const digits = typeof ssn === 'string' ? normalizeSsn(ssn) : null;
  const get = (k: SelfAttestedKey) => text(values[k]);
  return {
    firstName: get(key('basic_info', 'first_name')),
    lastName: get(key('basic_info', 'last_name')),
    dateOfBirth: get(key('basic_info', 'date_of_birth')),
    ...(digits ? { ssn: digits } : {}),
    address: {
      line1: get(key('address', 'line_1')),
      ...(get(key('address', 'line_2')) ? { line2: get(key('address', 'line_2')) } : {}),
      city: get(key('address', 'city')),
      state: get(key('address', 'state')),
      zip: get(key('address', 'zip')),
    },
  };
}

async function newApplicant(deps: IdentityDeps, userId: string): Promise<string> {
  const person = await personOf(deps, userId);
  return (await fromProvider(() => deps.identity.createApplicant(person))).applicantId;
}

/** POST /api/id_applicant: a new applicant from the profile as saved now. */
export async function createApplicant(deps: IdentityDeps, caller: Caller) {
  await spendQuota(deps, caller);
  const applicantId = await newApplicant(deps, caller.userId);
  await deps.db.transaction().execute(async (trx) => {
    await saveVerification(trx, caller.userId, { applicant_id: applicantId, updated_at: deps.clock() });
    await audit(trx, caller.origin, {
      action: 'identity.applicant',
      outcome: 'success',
      target_type: 'user',
      target_id: caller.userId,
    });
  });
  return { applicant_id: applicantId };
}

interface CheckOutcome {
  status: IdentityCheck['status'];
  checked_at: string;
}

const savedCheck = (value: unknown): CheckOutcome | null => {
  const outcome = value as Partial<CheckOutcome> | null | undefined;
  return typeof outcome?.status === 'string' && typeof outcome.checked_at === 'string'
    ? (outcome as CheckOutcome)
    : null;
};

/**
 * POST /api/id_check, the identity-check step: a pending check is asked again, a finished one stands, and
 * otherwise a new check runs (on a fresh applicant after a failed one, so corrected details count). The
 * outcome is saved in basic_info|verification as { status, checked_at }.
 */
export async function runIdentityCheck(deps: IdentityDeps, caller: Caller): Promise<CheckOutcome> {
  const [stored] = await readValues(deps.db, caller.userId, [VERIFICATION_KEY]);
  const previous = savedCheck(stored?.value);
  if (previous?.status === 'finished') return previous;
  await spendQuota(deps, caller);
  const row = await findVerification(deps.db, caller.userId);
  let checkId = previous?.status === 'pending' ? row?.id_check_id : null;
  let applicantId = row?.applicant_id ?? null;
  if (!checkId) {
    if (!applicantId || previous?.status === 'invalid') applicantId = await newApplicant(deps, caller.userId);
    const started = applicantId;
    checkId = (await fromProvider(() => deps.identity.startCheck(started))).checkId;
  }
  const current = checkId;
  const check = await fromProvider(() => deps.identity.getCheck(current));
  const at = deps.clock();
  const outcome: CheckOutcome = { status: check.status, checked_at: at.toISOString() };
  await deps.db.transaction().execute(async (trx) => {
    await saveVerification(trx, caller.userId, {
      applicant_id: applicantId,
      id_check_id: check.checkId,
      updated_at: at,
    });
    await writeValue(trx, {
      userId: caller.userId,
      actorId: caller.actorId,
      key: VERIFICATION_KEY,
      value: outcome,
      at,
    });
    await audit(trx, caller.origin, {
      action: 'identity.check',
      outcome: 'success',
      target_type: 'user',
      target_id: caller.userId,
      details: { status: check.status },
    });
  });
  return outcome;
}

/**
 * POST /api/id_verify (and /api/verify_identity on the organization sign-in path): starts a round (an
 * applicant from the profile unless one exists) and issues the cross-device link for finishing on a phone.
 */
export async function startVerification(deps: IdentityDeps, caller: Caller) {
  const status = await readIdVerificationStatus(deps.db, caller.userId);
  if (status === 'finished') throw statusError('identity.already-verified');
  if (status === 'invalid') throw statusError('identity.status-invalid');
  const row = await findVerification(deps.db, caller.userId);
  let applicantId = row?.applicant_id ?? null;
  if (!applicantId) {
    await spendQuota(deps, caller);
    applicantId = await newApplicant(deps, caller.userId);
  }
  const now = deps.clock();
  const token = newOneTimeToken();
  await deps.db.transaction().execute(async (trx) => {
    await saveVerification(trx, caller.userId, {
      applicant_id: applicantId,
      started_at: row?.started_at ?? now,
      cross_device_token_hash: hashToken(token),
      cross_device_expires_at: new Date(now.getTime() + CROSS_DEVICE_TTL_SECONDS * 1000),
      updated_at: now,
    });
    await audit(trx, caller.origin, {
      action: 'identity.verify.start',
      outcome: 'success',
      target_type: 'user',
      target_id: caller.userId,
    });
  });
  const link = new URL('/id-verify', deps.config.PUBLIC_ORIGIN);
  link.searchParams.set('token', token);
  return {
    status,
    cross_device_url: link.toString(),
    cross_device_token: token,
    expires_in_seconds: CROSS_DEVICE_TTL_SECONDS,
  };
}

async function moveTo(
  deps: IdentityDeps,
  caller: Caller,
  status: IdVerificationStatus,
  change: Parameters<typeof saveVerification>[2],
) {
  await deps.db.transaction().execute(async (trx) => {
    await saveVerification(trx, caller.userId, change);
    await writeIdVerificationStatus(trx, caller.userId, status);
    await audit(trx, caller.origin, {
      action: 'identity.verify.status',
      outcome: 'success',
      target_type: 'user',
      target_id: caller.userId,
      details: { status },
    });
  });
  // Credentials accepted while pending identity approval are added and issued now (001 §4).
  if (status === 'finished') {
    await onIdentityVerified(deps, caller.userId);
    // Shares made while they waited receive their presentations now (001 §4).
    await completePendingShares(deps, caller.userId);
  }
}

/**
 * PUT /api/id_verification. `pending`: the person finished their part (on this device, or on a phone with the
 * link's token): the check starts, or a running one is asked for its result. `not_started`: retry after
 * invalid. finished and invalid come only from the provider.
 */
export async function updateVerification(
  deps: IdentityDeps,
  caller: Caller,
  input: { status: IdVerificationStatus; crossDeviceToken?: string | undefined },
): Promise<{ status: IdVerificationStatus }> {
  const current = await readIdVerificationStatus(deps.db, caller.userId);
  if (input.status === 'not_started') {
    if (current === 'not_started') return { status: current };
    if (current !== 'invalid') throw statusError('identity.status-invalid');
    await moveTo(deps, caller, 'not_started', {
      applicant_id: null,
      check_id: null,
      started_at: null,
      cross_device_token_hash: null,
      cross_device_expires_at: null,
      updated_at: deps.clock(),
    });
    return { status: 'not_started' };
  }
  if (input.status !== 'pending') throw statusError('identity.status-invalid');
  if (current === 'finished') return { status: current };
  if (current === 'invalid') throw statusError('identity.status-invalid');
  const row = await findVerification(deps.db, caller.userId);
  const applicantId = row?.applicant_id;
  if (!row?.started_at || !applicantId) throw statusError('identity.start-first');
  if (input.crossDeviceToken !== undefined) {
    const expires = row.cross_device_expires_at ? new Date(row.cross_device_expires_at).getTime() : 0;
    if (
      row.cross_device_token_hash !== hashToken(input.crossDeviceToken) ||
      expires <= deps.clock().getTime()
    )
      throw badRequest([{ path: 'cross_device_token', message: 'identity.link-expired' }]);
  }
  await spendQuota(deps, caller);
  const checkId = row.check_id ?? (await fromProvider(() => deps.identity.startCheck(applicantId))).checkId;
  const check = await fromProvider(() => deps.identity.getCheck(checkId));
  await moveTo(deps, caller, check.status, { check_id: check.checkId, updated_at: deps.clock() });
  return { status: check.status };
}

/** GET /api/app_req/id_verification: what the requirement asks for, and where the person stands. */
export async function requirementIdentity(deps: IdentityDeps, caller: Caller, appReqId: string) {
  const requirement = await findSubscribedRequirement(deps.db, caller.userId, appReqId);
  if (!requirement) throw notFound();
  return {
    app_req_id: requirement.id,
    ...identityRequirementOf(requirement.application_config),
    status: await readIdVerificationStatus(deps.db, caller.userId),
  };
}
