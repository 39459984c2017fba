import { parentPort, workerData } from 'node:worker_threads';
import type { ResumeKind } from './text-encoding';
import { extractResumeText } from './resume-text';

// The body of one reading worker (resume-reader.ts): the text goes back, or only the fact that it could not
// be read, never the reader's error (it may quote the file).
const { kind, bytes } = workerData as { kind: ResumeKind; bytes: Uint8Array };
try {
  parentPort!.postMessage({ ok: true, text: await extractResumeText(kind, bytes) });
} catch {
  parentPort!.postMessage({ ok: false });
}
