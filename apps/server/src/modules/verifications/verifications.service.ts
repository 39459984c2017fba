import { recordCheck } from './check-history';
import {
  expiringItemSchema,
  REQUESTABLE_CREDENTIALS,
  translate,
  verificationSourceSchema,
  type RequestableCredential,
  type VerificationEntry,
  type VerificationSource,
  type WordingKey,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Adapters } from '../../adapters/registry';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { audit, type AuditOrigin } from '../audit/audit.service';
import { answerUncheckedDisputes, syncOffersFromVerification } from '../credentials/offers';
import { publishStatuses } from '../credentials/portable';
import { enqueueJob, type ClaimedJob } from '../jobs/job-queue';
import { errorCodeOf } from '../jobs/job-runner';
import type { Mailer } from '../mail/mailer';
import { notify } from '../notifications/notifications.service';
import type { ServerSecrets } from '../secrets/secrets.service';
import { sourceOfCredential } from '../credentials/credentials.repository';
import { checkerOf, SOURCE_CHECKERS } from './sources';
import { readSubject } from './subject';
import {
  listUserVerifications,
  upsertPending,
  writeVerification,
  type VerificationRow,
} from './verifications.repository';

export interface VerificationDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  secrets: Pick<ServerSecrets, 'dataKeys'>;
  adapters: Adapters;
}

/** Job kinds are `verify.<source>`; each try counts, and a source that keeps failing gives up after five. */
export const VERIFY_KIND_PREFIX = 'verify.';
export const VERIFY_MAX_ATTEMPTS = 5;
const SYSTEM: AuditOrigin = { ip: null, request_id: null };

const jobPayloadSchema = z.object({ verification_id: z.string(), source: verificationSourceSchema });

const MANUAL_ENTRY_REASONS = new Set(['nppes.not-found', 'dea.not-found', 'license.attested-not-found']);

const present = (row: VerificationRow): VerificationEntry => ({
  id: row.id,
  source: verificationSourceSchema.parse(row.source),
  status: row.status,
  method: row.method,
  reason: row.reason,
  evidence: row.evidence ?? null,
  expirations: z.array(expiringItemSchema).catch([]).parse(row.expirations),
  job_id: row.job_id,
  checked_at: row.checked_at ? new Date(row.checked_at).toISOString() : null,
  // 001 §8: a look-up that failed or found nothing offers manual entry.
  manual_entry: row.status === 'error' || MANUAL_ENTRY_REASONS.has(row.reason ?? ''),
});

/**
 * Queues a check of `source` for the clinician (one open job per clinician and source: asking twice while
 * one waits answers the waiting one). `db` may be the caller's transaction, so the job commits with the
 * change that needs it.
 */
export async function queueVerification(
  deps: Pick<VerificationDeps, 'db' | 'clock'>,
  { userId, source }: { userId: string; source: VerificationSource },
) {
  const at = deps.clock();
  const verification = await upsertPending(deps.db, { userId, source, at });
  const job = await enqueueJob(deps, {
    userId,
    kind: `${VERIFY_KIND_PREFIX}${source}`,
    payload: { verification_id: verification.id, source },
    maxAttempts: VERIFY_MAX_ATTEMPTS,
    dedupeKey: `verify:${userId}:${source}`,
  });
  // A re-check keeps the standing status until the check runs (the job shows it is under way).
  await writeVerification(deps.db, verification.id, { job_id: job.id, updated_at: at });
  return { jobId: job.id, verificationId: verification.id, status: verification.status };
}

/** Enrolment finished (self-attested service): a job for every source that applies to the clinician. */
export async function queueVerificationsForClinician(
  deps: Pick<VerificationDeps, 'db' | 'clock' | 'secrets'>,
  userId: string,
) {
  const subject = await readSubject(deps, userId);
  const queued = [];
  for (const checker of SOURCE_CHECKERS) {
    if (checker.applies(subject))
      queued.push(await queueVerification(deps, { userId, source: checker.source }));
  }
  return queued;
}

/** Tells the clinician of a status they have not been told of yet (live and by their preferences), and of an alert. */
async function announce(deps: VerificationDeps, row: VerificationRow, alert?: WordingKey) {
  const payload = { verification_id: row.id, source: row.source, status: row.status };
  if (row.status !== row.notified_status) {
    await writeVerification(deps.db, row.id, { notified_status: row.status });
    await notify(deps, {
      userId: row.user_id,
      type: 'verification_update',
      titleKey: 'verification.notice.changed',
      titleParams: {
        source: translate(`verification.source.${row.source as VerificationSource}`),
        status: translate(`verification.status.${row.status}`),
      },
      payload,
    });
  }
  if (alert)
    await notify(deps, { userId: row.user_id, type: 'verification_update', titleKey: alert, payload });
}

/**
 * Runs one verification job: reads the clinician's answers, asks the source, keeps the outcome and its
 * evidence, and tells the clinician when the status changed. A source that cannot answer leaves the
 * verification in error and rethrows, so the queue retries with backoff (the last failure is announced).
 */
export async function runVerificationJob(deps: VerificationDeps, job: ClaimedJob) {
  const { verification_id: id, source } = jobPayloadSchema.parse(job.payload);
  const checker = checkerOf(source);
  if (!checker) throw new Error(`No checker for source ${source}`);
  const at = deps.clock();
  await writeVerification(deps.db, id, { status: 'in_progress', updated_at: at });
  let finished;
  try {
    const subject = await readSubject(deps, job.user_id);
    const outcome = await checker.check(
      {
        adapters: deps.adapters,
        screening: { db: deps.db, clock: deps.clock, secrets: deps.secrets },
        today: at.toISOString().slice(0, 10),
      },
      subject,
    );
    const row = await writeVerification(deps.db, id, {
      status: outcome.status,
      method: outcome.method,
      reason: outcome.reason,
      evidence: JSON.stringify({ source, checked_at: at.toISOString(), ...outcome.evidence }),
      expirations: JSON.stringify(outcome.expirations),
      checked_at: at,
      updated_at: at,
    });
    await recordCheck(deps.db, job.user_id, source, outcome, at);
    await audit(deps.db, SYSTEM, {
      action: 'verification.check',
      outcome: 'success',
      user_id: job.user_id,
      target_type: 'verification',
      target_id: id,
      details: { source, status: row.status, reason: row.reason },
    });
    await announce(deps, row, outcome.alert);
    finished = { verification_id: id, source, status: row.status, manual_entry: present(row).manual_entry };
  } catch (error) {
    const code = errorCodeOf(error);
    const final = job.attempts >= job.max_attempts;
    // While retries remain the check is still under way; only the last failure settles as an error.
    const row = await writeVerification(deps.db, id, {
      status: final ? 'error' : 'in_progress',
      reason: code,
      updated_at: deps.clock(),
    });
    await audit(deps.db, SYSTEM, {
      action: 'verification.check',
      outcome: 'failure',
      user_id: job.user_id,
      target_type: 'verification',
      target_id: id,
      details: { source, status: 'error', reason: code, attempt: job.attempts },
    });
    if (final) {
      await announce(deps, row);
      // A dispute waiting on this re-check is answered "could not be checked" rather than left open.
      await answerUncheckedDisputes(deps, id);
    }
    throw error;
  }
  // The source's record becomes offers in the wallet (modules/credentials, decision 035); outside the check's
  // try so a fault there is not reported as the source failing.
  await syncOffersFromVerification(deps, id);
  // A re-check that revoked or suspended a credential says so on its portable copy's status list.
  await publishStatuses(deps, job.user_id);
  return finished;
}

/** GET /api/verifications: the caller's own, never anyone else's. */
export async function listVerifications(deps: Pick<VerificationDeps, 'db'>, caller: Caller) {
  const rows = await listUserVerifications(deps.db, caller.userId);
  await audit(deps.db, caller.origin, {
    action: 'verification.read',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
    details: { count: rows.length },
  });
  return { verifications: rows.map(present) };
}

/**
 * POST /api/request_cred: a (re-)verification of one credential type. When the clinician has not given what
 * the source needs, the answer says so and the page offers manual entry (001 §8).
 */
export async function requestCredential(
  deps: Pick<VerificationDeps, 'db' | 'clock' | 'secrets'>,
  caller: Caller,
  request: { credential_type?: RequestableCredential | undefined; id?: string | undefined },
) {
  // One credential of the caller's (re-verification from the wallet): its own source; another clinician's
  // id answers the 404 of a missing one.
  const source = request.id
    ? await sourceOfCredential(deps.db, caller.userId, request.id)
    : REQUESTABLE_CREDENTIALS[request.credential_type!];
  const credentialType = request.credential_type ?? null;
  const checker = checkerOf(source);
  const subject = await readSubject(deps, caller.userId);
  if (!checker?.applies(subject)) {
    throw new AppError(400, 'verification.manual-entry', translate('verification.manual-entry'), [
      { path: 'credential_type', message: 'verification.manual-entry' },
    ]);
  }
  const queued = await deps.db.transaction().execute(async (trx) => {
    const result = await queueVerification({ db: trx, clock: deps.clock }, { userId: caller.userId, source });
    await audit(trx, caller.origin, {
      action: 'verification.request',
      outcome: 'success',
      target_type: 'verification',
      target_id: result.verificationId,
      details: { source, credential_id: request.id ?? null, credential_type: credentialType },
    });
    return result;
  });
  return { job_id: queued.jobId, source, status: queued.status };
}
