import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { ObjectStorage } from '../../lib/storage';
import { audit, type AuditOrigin } from '../audit/audit.service';
import { deleteAbandonedUploads } from './documents.repository';

// Decision 063: an upload whose process was killed mid-stream leaves its row 'uploading' and a partial object
// (the local folder's `<key>.<random>.partial`, or an unfinished S3 multipart upload). The sweep removes such
// rows older than ABANDONED_UPLOAD_AFTER_MS, then their objects. It is safe with several instances:
// - the age bound: an upload in progress (here or on another instance) is younger than the bound;
// - the delete is conditional and skips locked rows: a row is only deleted while it is still 'uploading' and
//   older than the bound, so one finishing at the same moment (markStored) wins or loses as a whole;
// - an upload that outlives the bound finds its row gone when it finishes, and removes its object itself
//   (uploadDocument: markStored answers false).

/** How old an 'uploading' row must be (strictly older) before the sweep takes it for abandoned: one hour. */
export const ABANDONED_UPLOAD_AFTER_MS = 60 * 60 * 1000;
/** How often a running server sweeps (and once at start). */
export const UPLOAD_SWEEP_INTERVAL_MS = 15 * 60 * 1000;
/** Rows per statement, so one sweep never holds many locks. */
const BATCH = 100;

const SYSTEM: AuditOrigin = { ip: null, request_id: null };

export interface UploadSweepDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: ObjectStorage;
}

/** Removes the abandoned uploads (rows, then objects and partial files); answers how many went. */
export async function sweepAbandonedUploads(deps: UploadSweepDeps): Promise<number> {
  const cutoff = new Date(deps.clock().getTime() - ABANDONED_UPLOAD_AFTER_MS);
  let swept = 0;
  for (;;) {
    const rows = await deleteAbandonedUploads(deps.db, cutoff, BATCH);
    // The rows are gone first: an object left by a failed delete is ciphertext with no key.
    for (const row of rows) await deps.storage.delete(row.storage_key).catch(() => undefined);
    for (const row of rows) {
      await audit(deps.db, SYSTEM, {
        action: 'documents.sweep',
        outcome: 'success',
        user_id: row.user_id,
        target_type: 'document',
        target_id: row.id,
      });
    }
    swept += rows.length;
    if (rows.length < BATCH) return swept;
  }
}

/**
 * Sweeps now and every UPLOAD_SWEEP_INTERVAL_MS (server.ts, through app.startMonitoring). Never two sweeps
 * at once in one process; the returned stop waits for the sweep in progress.
 */
export function startUploadSweep(
  deps: UploadSweepDeps & { onError?: (error: unknown) => void },
  intervalMs = UPLOAD_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  let current: Promise<void> | null = null;
  const tick = () => {
    if (current) return;
    current = sweepAbandonedUploads(deps)
      .then(() => undefined, deps.onError)
      .finally(() => {
        current = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
