import { isJobFinished, type JobData, type JobStatus } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findJobForUpdate, findUserJob, insertJob, writeJob } from './jobs.repository';

export interface JobsDeps {
  /** A transaction works too: a job created with the change that needs it commits with that change. */
  db: Kysely<Database>;
  clock: Clock;
}

export interface JobUpdate {
  status?: JobStatus;
  progress?: number;
  /** What the waiting page needs: ids or an in-app `next_path`, never personal values. */
  result?: unknown;
  /** A wording key such as 'error.something-went-wrong'; required when the job fails. */
  error?: string | null;
}

type JobRow = NonNullable<Awaited<ReturnType<typeof findUserJob>>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KIND = /^[a-z0-9_.-]{1,64}$/;

const present = (row: JobRow): JobData => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  progress: row.progress,
  result: row.result ?? null,
  error: row.error,
  in_progress: !isJobFinished(row.status),
});

/** A new queued job of `kind` (e.g. 'consent.pdf') for one person. */
export async function createJob(deps: JobsDeps, { userId, kind }: { userId: string; kind: string }) {
  if (!KIND.test(kind)) throw new Error(`Invalid job kind: ${kind}`);
  return present(await insertJob(deps.db, { userId, kind, at: deps.clock() }));
}

/**
 * Moves a job on. Finished jobs are final; success means 100 %; a failure carries an error code and a
 * success none, so the page never shows a stale error beside a result.
 */
export async function updateJob(deps: JobsDeps, id: string, update: JobUpdate): Promise<JobData> {
  const run = async (db: Kysely<Database>) => {
    const current = await findJobForUpdate(db, id);
    if (!current) throw notFound();
    if (isJobFinished(current.status)) throw conflict(`Job ${id} has already finished`);
    const status = update.status ?? current.status;
    if (status === 'failed' && !update.error) throw new Error('A failed job needs an error code');
    const progress = status === 'succeeded' ? 100 : (update.progress ?? current.progress);
    if (!Number.isInteger(progress) || progress < 0 || progress > 100)
      throw new Error(`Job progress must be 0 to 100, not ${progress}`);
    return present(
      await writeJob(db, id, {
        status,
        progress,
        error: status === 'failed' ? update.error! : null,
        ...(update.result === undefined ? {} : { result: JSON.stringify(update.result) }),
        updated_at: deps.clock(),
      }),
    );
  };
  // Reuse the caller's transaction when there is one; otherwise the lock needs a transaction of its own.
  return deps.db.isTransaction ? run(deps.db) : deps.db.transaction().execute(run);
}

/**
 * The owner's job; anyone else's answers 404 like a missing one. Not audited: a waiting page asks every
 * second, and a job holds only ids and a status; what it points to is audited when it is read.
 */
export async function getJob(deps: JobsDeps, { userId, jobId }: { userId: string; jobId: string }) {
  const row = UUID.test(jobId) ? await findUserJob(deps.db, userId, jobId) : undefined;
  if (!row) throw notFound();
  return present(row);
}
