import type { Kysely, Updateable } from 'kysely';
import type { Database, JobsTable } from '../../db/schema';

type Db = Kysely<Database>;

const COLUMNS = ['id', 'user_id', 'kind', 'status', 'progress', 'result', 'error'] as const;

export async function insertJob(db: Db, job: { userId: string; kind: string; at: Date }) {
  return db
    .insertInto('jobs')
    .values({ user_id: job.userId, kind: job.kind, created_at: job.at, updated_at: job.at })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Locks the row so two runners updating one job apply their changes one after the other. */
export async function findJobForUpdate(db: Db, id: string) {
  return db.selectFrom('jobs').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function writeJob(db: Db, id: string, changes: Updateable<JobsTable>) {
  return db
    .updateTable('jobs')
    .set(changes)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function findUserJob(db: Db, userId: string, id: string) {
  return db
    .selectFrom('jobs')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** How many jobs are in each status (the /metrics queue gauges). */
export function countJobsByStatus(db: Db) {
  return db
    .selectFrom('jobs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
}

/** Queued jobs whose last attempt failed and that wait to be tried again. */
export async function countRetryingJobs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'queued')
    .where('attempts', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
