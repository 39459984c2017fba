import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pingDatabase } from './health.repository';

const DATABASE_TIMEOUT_MS = 2000;

export type HealthReport = { status: 'ok' | 'unavailable'; database: 'ok' | 'unreachable' };

/** Healthy means the database answers within a bound, so a load balancer can take a stuck instance out. */
export async function checkHealth({ db }: { db: Kysely<Database> }): Promise<HealthReport> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([pingDatabase(db), timeout]);
    return { status: 'ok', database: 'ok' };
  } catch {
    return { status: 'unavailable', database: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}

export type ReadinessReport = { ready: boolean; database: HealthReport['database']; draining: boolean };

/** Ready means not draining for a shutdown and the database answering (GET /api/ready). */
export async function checkReadiness(deps: {
  db: Kysely<Database>;
  draining: boolean;
}): Promise<ReadinessReport> {
  const { database } = await checkHealth(deps);
  return { ready: !deps.draining && database === 'ok', database, draining: deps.draining };
}
