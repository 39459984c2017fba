import { Worker } from 'node:worker_threads';
import type { ResumeKind } from './text-encoding';

/** The file could not be read as its kind (damaged, encrypted, not really that format): 422. */
export class ResumeUnreadable extends Error {
  constructor(readonly kind: ResumeKind) {
    super(`resume ${kind} could not be read`);
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

const WORKER = new URL('./resume-text-worker.mjs', import.meta.url);
/** A hostile file may try to exhaust memory; the worker dies alone, as an unreadable file. */
const WORKER_MEMORY_MB = 256;

/**
 * The text of a resume, read in a worker thread that is stopped once `timeoutMs` has passed, so neither a slow
 * nor a hostile file holds the server. Whatever the reader prints is dropped: it may quote the file.
 */
export function readResumeText(kind: ResumeKind, bytes: Buffer, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(bytes);
    const worker = new Worker(WORKER, {
      workerData: { kind, bytes: copy },
      transferList: [copy.buffer],
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
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
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new ResumeTimeout(timeoutMs))), timeoutMs);
    worker.once('message', (answer: { ok: boolean; text?: string }) =>
      settle(() => (answer.ok ? resolve(answer.text ?? '') : reject(new ResumeUnreadable(kind)))),
    );
    worker.once('error', () => settle(() => reject(new ResumeUnreadable(kind))));
    worker.once('exit', () => settle(() => reject(new ResumeUnreadable(kind))));
  });
}
