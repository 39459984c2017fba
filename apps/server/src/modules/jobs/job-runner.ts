import { randomUUID } from 'node:crypto';
import { isAdapterError } from '../../adapters/http';
import { claimJobs, completeJob, failJob, type ClaimedJob, type QueueDeps } from './job-queue';

export type JobHandler = (job: ClaimedJob) => Promise<unknown>;

/** The wording key a failed attempt records: the adapter's code when a source failed, else a generic one. */
export const errorCodeOf = (error: unknown): string =>
  isAdapterError(error) ? error.code : 'error.something-went-wrong';

export interface RunOutcome {
  succeeded: number;
  retried: number;
  failed: number;
}

/**
 * Claims runnable jobs of `kindPrefix` and runs each with the handler of its kind, until none is left or
 * `maxJobs` ran. Safe on many instances at once: each claim is exclusive (job-queue.ts).
 */
export async function drainJobs(
  deps: QueueDeps & { onError?: (job: ClaimedJob, error: unknown) => void },
  options: { kindPrefix: string; handlers: Record<string, JobHandler>; workerId?: string; maxJobs?: number },
): Promise<RunOutcome> {
  const workerId = options.workerId ?? randomUUID();
  const outcome: RunOutcome = { succeeded: 0, retried: 0, failed: 0 };
  const maxJobs = options.maxJobs ?? 500;
  let ran = 0;
  while (ran < maxJobs) {
    const claimed = await claimJobs(deps, { kindPrefix: options.kindPrefix, workerId, limit: 5 });
    if (claimed.length === 0) break;
    for (const job of claimed) {
      ran += 1;
      const handler = options.handlers[job.kind];
      try {
        if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
        await completeJob(deps, { id: job.id, workerId }, await handler(job));
        outcome.succeeded += 1;
      } catch (error) {
        deps.onError?.(job, error);
        const { retried } = await failJob(deps, { ...job, workerId }, errorCodeOf(error));
        if (retried) outcome.retried += 1;
        else outcome.failed += 1;
      }
    }
  }
  return outcome;
}
