import { errorCodes, RESUME_PARSE_TIMEOUT_MS, resumeParserErrors, translate } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, rateLimited } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { audit } from '../audit/audit.service';
import { addHit } from '../rate-limit/rate-limit.repository';
import { findResumePositions, type ResumePosition } from './position-finder';
import { resumeKindOf } from './resume-file';
import { replacePrefill } from './resume-parser.repository';
import { readResumeText, ResumeReadersBusy, ResumeTimeout, ResumeUnreadable } from './resume-reader';

/** Reading a resume is heavy work for the server, so each account may ask this often per minute. */
export const RESUME_PARSES_PER_MINUTE = 10;

export interface ResumeParserDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** RESUME_PARSE_TIMEOUT_MS unless a test passes a tiny one. */
  timeoutMs?: number;
  /** RESUME_READ_MEMORY_BUDGET_BYTES unless a test passes a small one. */
  memoryBudgetBytes?: number;
}

export interface ResumeUpload {
  filename: string;
  bytes: Buffer;
}

export const unsupportedResume = () =>
  new AppError(415, errorCodes.unsupportedMedia, translate('request.unsupported-media-type'));
const parseError = () => new AppError(422, resumeParserErrors.parseError, translate('resume.parse-error'));
const parseTimeout = () =>
  new AppError(504, resumeParserErrors.parseTimeout, translate('resume.parse-timeout'));
/** Every reader of the server is busy: try again shortly. */
export const READERS_BUSY_RETRY_AFTER_SECONDS = 5;
const readersBusy = () =>
  new AppError(
    503,
    errorCodes.unavailable,
    translate('service.unavailable'),
    undefined,
    READERS_BUSY_RETRY_AFTER_SECONDS,
  );

/** Counts the call against the account for the current minute; 429 with Retry-After past the limit. */
export async function consumeResumeParse(deps: ResumeParserDeps, userId: string): Promise<void> {
  const now = deps.clock().getTime();
  const start = Math.floor(now / 60_000) * 60_000;
  const hits = await addHit(deps.db, `resume-parse:account:${userId}`, new Date(start));
  if (hits > RESUME_PARSES_PER_MINUTE) throw rateLimited(Math.ceil((start + 60_000 - now) / 1000));
}

/**
 * Reads the jobs and training of the last RESUME_PREFILL_YEARS years from an uploaded resume and stores them
 * as the caller's prefill, replacing an earlier one. The file and its text stay in memory only: the audit row
 * holds the kind, the size and the counts.
 */
export async function parseResume(
  deps: ResumeParserDeps,
  caller: Caller,
  readUpload: () => Promise<ResumeUpload>,
): Promise<{ positions: ResumePosition[] }> {
  // Counted before the file is read, so a caller over the limit does not make the server take the bytes.
  await consumeResumeParse(deps, caller.userId);
  const upload = await readUpload();
  const kind = resumeKindOf(upload.filename, upload.bytes);
  if (!kind) {
    await record(deps, caller, 'denied', { reason: 'unsupported-type' });
    throw unsupportedResume();
  }
  const timeoutMs = deps.timeoutMs ?? RESUME_PARSE_TIMEOUT_MS;
  const bytes = upload.bytes.length;
  let text: string;
  try {
    text = await readResumeText(kind, upload.bytes, { timeoutMs, memoryBudgetBytes: deps.memoryBudgetBytes });
  } catch (error) {
    if (error instanceof ResumeReadersBusy) {
      await record(deps, caller, 'failure', { kind, bytes, reason: 'busy' });
      throw readersBusy();
    }
    if (error instanceof ResumeTimeout) {
      await record(deps, caller, 'failure', { kind, bytes, reason: 'timeout' });
      throw parseTimeout();
    }
    if (!(error instanceof ResumeUnreadable)) throw error;
    // 'limits' (a zip bomb refused while unpacking) and 'memory' (stopped at the budget) are told apart here
    // only: to the clinician the file simply could not be read.
    await record(deps, caller, 'failure', { kind, bytes, reason: error.reason });
    throw parseError();
  }
  const at = deps.clock();
  const positions = findResumePositions(text, { now: at });
  const counts = { kind, bytes: upload.bytes.length, ...countsOf(positions) };
  if (positions.length === 0) {
    await record(deps, caller, 'failure', { ...counts, reason: 'nothing-found' });
    throw parseError();
  }
  await deps.db.transaction().execute(async (trx) => {
    await replacePrefill(trx, { userId: caller.userId, positions, at });
    await record({ ...deps, db: trx }, caller, 'success', counts);
  });
  return { positions };
}

const countsOf = (positions: readonly ResumePosition[]) => ({
  positions: positions.length,
  jobs: positions.filter((position) => position.type === 'job').length,
  training: positions.filter((position) => position.type === 'training').length,
});

function record(
  deps: Pick<ResumeParserDeps, 'db'>,
  caller: Caller,
  outcome: 'success' | 'failure' | 'denied',
  details: Record<string, string | number>,
) {
  return audit(deps.db, caller.origin, {
    action: 'work_history.resume-parsed',
    outcome,
    target_type: 'user',
    target_id: caller.userId,
    details,
  });
}
