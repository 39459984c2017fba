import { Worker } from 'node:worker_threads';
import type { ResumeKind } from './text-encoding';

/** Why a file could not be read: not that kind, over the unpacking limits, or it grew memory past the budget. */
export type UnreadableReason = 'unreadable' | 'limits' | 'memory';

/** The file could not be read as its kind (damaged, encrypted, a zip bomb, not really that format): 422. */
export class ResumeUnreadable extends Error {
  constructor(
    readonly kind: ResumeKind,
    readonly reason: UnreadableReason = 'unreadable',
  ) {
    super(`resume ${kind} could not be read (${reason})`);
    this.name = 'ResumeUnreadable';
  }
}

/** Reading took longer than allowed: 504. */
export class ResumeTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`resume reading took over ${timeoutMs} ms`);
    this.name = 'ResumeTimeout';
  }
}

/** As many readers as the process allows are running already: 503 with Retry-After. */
export class ResumeReadersBusy extends Error {
  constructor() {
    super('every resume reader is busy');
    this.name = 'ResumeReadersBusy';
  }
}

const WORKER = new URL('./resume-text-worker.mjs', import.meta.url);
/** The worker's own JavaScript heap; its array buffers are outside this, hence the memory budget below. */
const WORKER_HEAP_MB = 256;
/** Readers running at once in this process (the machine has two cores); more wait for a 503. */
export const RESUME_READERS_MAX = 2;
/**
 * How far the process's resident memory may grow while one reader runs before that reader is stopped. A
 * worker's resourceLimits bound only its heap; what pdf.js or an inflater allocate as array buffers shows only
 * in the resident size of the whole process.
 */
export const RESUME_READ_MEMORY_BUDGET_BYTES = 384 * 1024 * 1024;
const MEMORY_CHECK_MS = 20;

export interface ReadLimits {
  timeoutMs: number;
  /** RESUME_READ_MEMORY_BUDGET_BYTES unless a test proves the stop with a smaller one. */
  memoryBudgetBytes?: number;
}

// Process-wide on purpose: every app and route of this process shares the same cores and memory.
let running = 0;
/** Readers running now (tests watch it never passes RESUME_READERS_MAX). */
export const runningResumeReaders = () => running;

/**
 * The text of a resume, read in a worker thread that is stopped once `timeoutMs` has passed or the process has
 * grown by more than the memory budget since it started, so neither a slow nor a hostile file holds the server.
 * At most RESUME_READERS_MAX run at once; past that it throws ResumeReadersBusy at once rather than queueing.
 * Whatever the reader prints is dropped: it may quote the file.
 */
export function readResumeText(kind: ResumeKind, bytes: Buffer, limits: ReadLimits): Promise<string> {
  if (running >= RESUME_READERS_MAX) return Promise.reject(new ResumeReadersBusy());
  running += 1;
  return new Promise<string>((resolve, reject) => {
    const copy = new Uint8Array(bytes);
    const worker = new Worker(WORKER, {
      workerData: { kind, bytes: copy },
      transferList: [copy.buffer],
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      // The slot is free only once the worker and its memory are gone.
      void worker.terminate().finally(() => {
        running -= 1;
      });
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(new ResumeTimeout(limits.timeoutMs))),
      limits.timeoutMs,
    );
    const budget = limits.memoryBudgetBytes ?? RESUME_READ_MEMORY_BUDGET_BYTES;
    const baseline = process.memoryUsage.rss();
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - baseline > budget)
        settle(() => reject(new ResumeUnreadable(kind, 'memory')));
    }, MEMORY_CHECK_MS);
    worker.once('message', (answer: { ok: boolean; text?: string; reason?: UnreadableReason }) =>
      settle(() =>
        answer.ok ? resolve(answer.text ?? '') : reject(new ResumeUnreadable(kind, answer.reason)),
      ),
    );
    worker.once('error', () => settle(() => reject(new ResumeUnreadable(kind))));
    worker.once('exit', () => settle(() => reject(new ResumeUnreadable(kind))));
  });
}
