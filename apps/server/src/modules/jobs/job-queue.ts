import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';

// The queue over the jobs table (decision 034): many instances claim with FOR UPDATE SKIP LOCKED, so each
// job is run by one of them; a claim is a lease, and a job whose runner died is claimed again once the lease
// has passed; a failed attempt is retried with exponential backoff until max_attempts.

type Db = Kysely<Database>;

export interface QueueDeps {
  db: Db;
  clock: Clock;
}

/** First retry after 30 s, then 1, 2, 4… minutes, never more than 6 hours apart. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 6 * 60 * 60 * 1000;
/** How long a claim holds before another instance may take the job over. */
export const JOB_LEASE_MS = 5 * 60 * 1000;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones (1 → 30 s, 2 → 60 s, 3 → 120 s…). */
export const retryDelayMs = (attempts: number): number =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), RETRY_MAX_MS);

export interface EnqueueInput {
  userId: string;
  kind: string;
  payload: Record<string, unknown>;
  maxAttempts?: number;
  /** One open (queued or running) job per key: a second enqueue with it answers the open job. */
  dedupeKey?: string;
  runAt?: Date;
}

const KIND = /^[a-z0-9_.-]{1,64}$/;

/** Queues a job; with a dedupe key already open, answers that job's id instead of adding one. */
export async function enqueueJob(
  deps: QueueDeps,
  input: EnqueueInput,
): Promise<{ id: string; created: boolean }> {
  if (!KIND.test(input.kind)) throw new Error(`Invalid job kind: ${input.kind}`);
  const at = deps.clock();
  const inserted = await deps.db
    .insertInto('jobs')
    .values({
      user_id: input.userId,
      kind: input.kind,
      payload: JSON.stringify(input.payload),
      max_attempts: input.maxAttempts ?? 1,
      dedupe_key: input.dedupeKey ?? null,
      run_at: input.runAt ?? at,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('dedupe_key').where('status', 'in', ['queued', 'running']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const open = await deps.db
    .selectFrom('jobs')
    .select('id')
    .where('dedupe_key', '=', input.dedupeKey!)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  return { id: open.id, created: false };
}

export interface ClaimedJob {
  id: string;
  user_id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * Claims up to `limit` runnable jobs whose kind starts with `kindPrefix` for `workerId`: queued and due, or
 * running with a lapsed lease. SKIP LOCKED lets another instance claiming at the same moment take other rows.
 */
export async function claimJobs(
  deps: QueueDeps,
  { kindPrefix, workerId, limit = 5 }: { kindPrefix: string; workerId: string; limit?: number },
): Promise<ClaimedJob[]> {
  const now = deps.clock();
  const leaseUntil = new Date(now.getTime() + JOB_LEASE_MS);
  return deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('jobs')
      .select('id')
      .where('kind', 'like', `${kindPrefix.replace(/[%_\\]/g, '\\$&')}%`)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      )
      .orderBy('run_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: sql`attempts + 1`,
        locked_by: workerId,
        locked_until: leaseUntil,
        updated_at: now,
      })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returning(['id', 'user_id', 'kind', 'payload', 'attempts', 'max_attempts'])
      .execute();
  });
}

/** The claim's runner finished it; only the holder of the lease may. */
export async function completeJob(deps: QueueDeps, job: { id: string; workerId: string }, result: unknown) {
  await deps.db
    .updateTable('jobs')
    .set({
      status: 'succeeded',
      progress: 100,
      result: JSON.stringify(result ?? null),
      error: null,
      locked_by: null,
      locked_until: null,
      updated_at: deps.clock(),
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', job.workerId)
    .execute();
}

/**
 * An attempt failed with `code` (a wording key): queued again after retryDelayMs while attempts remain,
 * otherwise failed for good. Answers whether it will be retried.
 */
export async function failJob(
  deps: QueueDeps,
  job: ClaimedJob & { workerId: string },
  code: string,
): Promise<{ retried: boolean; runAt: Date | null }> {
  const now = deps.clock();
  const retried = job.attempts < job.max_attempts;
  const runAt = retried ? new Date(now.getTime() + retryDelayMs(job.attempts)) : null;
  await deps.db
    .updateTable('jobs')
    .set({
      status: retried ? 'queued' : 'failed',
      error: retried ? null : code,
      last_error: code,
      ...(runAt ? { run_at: runAt } : {}),
      locked_by: null,
      locked_until: null,
      updated_at: now,
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', job.workerId)
    .execute();
  return { retried, runAt };
}
