import { expireCredentials } from '../credentials/offers';
import { issueMissing, publishStatuses } from '../credentials/portable';
import { completeEveryPendingShare } from '../sharing/pending-identity';
import { dueExclusionRefreshes, refreshExclusionList } from '../exclusions/refresh';
import {
  dueReminder,
  expiringItemSchema,
  VERIFICATION_RECHECK_DAYS,
  verificationSourceSchema,
} from '@credence/shared';
import { z } from 'zod';
import { drainJobs, type RunOutcome } from '../jobs/job-runner';
import { notify } from '../notifications/notifications.service';
import { claimScheduledPass } from '../jobs/scheduled-pass';
import { sendWorkVerificationReminders } from '../work-verification/reminders';
import { checkerOf } from './sources';
import { readSubject } from './subject';
import { claimReminder, listStale, listWithExpirations } from './verifications.repository';
import {
  queueVerification,
  runVerificationJob,
  VERIFY_KIND_PREFIX,
  type VerificationDeps,
} from './verifications.service';

// Continuous monitoring (issue 13): every verification re-checked before it is VERIFICATION_RECHECK_DAYS old
// (well inside the 45-day data expiration of 000 §9), expiry reminders at 90, 60, 30 and 7 days, each sent
// once. Safe on many instances at once: jobs are claimed exclusively, re-checks are deduplicated by the
// queue's open-job key, and a reminder is sent only by the instance whose insert claimed it.

const DAY_MS = 24 * 60 * 60 * 1000;
const STALE_BATCH = 1000;

/** Whole days from `today` (YYYY-MM-DD) to `date` (YYYY-MM-DD); negative once past. */
export const daysBetween = (today: string, date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/** Queues a re-check of every verification last checked VERIFICATION_RECHECK_DAYS or more ago. */
export async function queueRechecks(deps: VerificationDeps): Promise<number> {
  const before = new Date(deps.clock().getTime() - VERIFICATION_RECHECK_DAYS * DAY_MS + 1);
  let queued = 0;
  for (const row of await listStale(deps.db, before, STALE_BATCH)) {
    const source = verificationSourceSchema.safeParse(row.source);
    if (!source.success) continue;
    // A source that no longer applies (the clinician removed the number) is not asked again.
    const checker = checkerOf(source.data);
    if (!checker?.applies(await readSubject(deps, row.user_id))) continue;
    await queueVerification(deps, { userId: row.user_id, source: source.data });
    queued += 1;
  }
  return queued;
}

/** Sends the reminders due today (90, 60, 30 or 7 days before an expiry), each once. */
export async function sendExpiryReminders(deps: VerificationDeps): Promise<number> {
  const now = deps.clock();
  const today = now.toISOString().slice(0, 10);
  let sent = 0;
  for (const row of await listWithExpirations(deps.db)) {
    for (const item of z.array(expiringItemSchema).catch([]).parse(row.expirations)) {
      const daysLeft = daysBetween(today, item.expires_on);
      const days = dueReminder(daysLeft);
      if (days === null) continue;
      const claimed = await claimReminder(deps.db, {
        userId: row.user_id,
        itemKey: item.key,
        expiresOn: item.expires_on,
        daysBefore: days,
        at: now,
      });
      if (!claimed) continue;
      await notify(deps, {
        userId: row.user_id,
        type: 'credential_expiring',
        titleKey: 'verification.notice.expiring',
        titleParams: { label: item.label, days: daysLeft, date: item.expires_on },
        payload: { item_key: item.key, kind: item.kind, expires_on: item.expires_on, days_before: days },
      });
      sent += 1;
    }
  }
  return sent;
}

/** Runs the queued verification jobs this instance can claim. */
export const runVerificationJobs = (
  deps: VerificationDeps & { onError?: (error: unknown) => void },
  options: { workerId?: string; maxJobs?: number } = {},
): Promise<RunOutcome> =>
  drainJobs(
    { db: deps.db, clock: deps.clock, onError: (_job, error) => deps.onError?.(error) },
    {
      kindPrefix: VERIFY_KIND_PREFIX,
      handlers: Object.fromEntries(
        verificationSourceSchema.options.map((source) => [
          `${VERIFY_KIND_PREFIX}${source}`,
          (job) => runVerificationJob(deps, job),
        ]),
      ),
      ...options,
    },
  );

/** One monitoring pass: queue re-checks, run what is due, send reminders (`npm run monitoring`). */
export async function runMonitoringPass(deps: VerificationDeps & { onError?: (error: unknown) => void }) {
  // Exclusion lists older than EXCLUSIONS_REFRESH_DAYS (or never loaded) are fetched again; a new snapshot
  // re-screens only its changed rows against every clinician (modules/exclusions/refresh.ts).
  const exclusionLists = [];
  for (const source of await dueExclusionRefreshes(deps)) {
    try {
      exclusionLists.push(await refreshExclusionList(deps, source));
    } catch (error) {
      deps.onError?.(error);
    }
  }
  const rechecks = await queueRechecks(deps);
  const jobs = await runVerificationJobs(deps);
  const reminders = await sendExpiryReminders(deps);
  // Credentials past their own expiry leave the wallet's valid set (modules/credentials, decision 035).
  const expiredCredentials = await expireCredentials(deps);
  // Portable copies (decision 036): any not issued yet are issued, and every status change is published.
  await issueMissing(deps);
  await publishStatuses(deps);
  // Shares that hold a credential shared while pending identity approval and issued since (decision 043).
  await completeEveryPendingShare(deps);
  // Verifiers who have not answered a work verification are reminded after 3 and 7 days (decision 039).
  const workVerifications = await sendWorkVerificationReminders(deps);
  return { exclusionLists, rechecks, jobs, reminders, expiredCredentials, workVerifications };
}

/** How often an instance asks whether the fleet's monitoring pass is due (at most; less when the pass is). */
export const PASS_CLAIM_EVERY_MS = 60_000;

/**
 * The in-process scheduler: runs queued verification jobs every `jobIntervalMs` and, once per
 * `passIntervalMs` across every instance on the database, a monitoring pass. Never two ticks at once in one
 * process; many processes share the jobs through the queue.
 * The returned stop waits for the tick in progress, so a shutdown finishes the job it holds (issue 19).
 */
export function startMonitoring(
  deps: VerificationDeps & {
    onError?: (error: unknown) => void;
    /** Told how long each monitoring pass took (the /metrics histogram). */
    onPassDone?: (seconds: number) => void;
  },
  { jobIntervalMs, passIntervalMs }: { jobIntervalMs: number; passIntervalMs: number },
): () => Promise<void> {
  let current: Promise<void> | null = null;
  let lastAsked = 0;
  const tick = async () => {
    try {
      // The pass is claimed in the database, so a fleet runs it once per interval, not once per instance
      // (issue 19); this instance asks at most every PASS_CLAIM_EVERY_MS.
      const ask = Date.now() - lastAsked >= Math.min(passIntervalMs, PASS_CLAIM_EVERY_MS);
      if (ask) lastAsked = Date.now();
      if (ask && (await claimScheduledPass(deps.db, 'monitoring', deps.clock(), passIntervalMs))) {
        const started = performance.now();
        await runMonitoringPass(deps);
        deps.onPassDone?.((performance.now() - started) / 1000);
      } else await runVerificationJobs(deps);
    } catch (error) {
      deps.onError?.(error);
    }
  };
  const timer = setInterval(() => {
    if (current) return;
    current = tick().finally(() => {
      current = null;
    });
  }, jobIntervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
