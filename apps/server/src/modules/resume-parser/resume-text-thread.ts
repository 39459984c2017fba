import { parentPort, workerData } from 'node:worker_threads';
import { DocxOverLimits } from './docx-unpack';
import type { ResumeKind } from './text-encoding';
import { extractResumeText } from './resume-text';

// The body of one reading worker (resume-reader.ts): the text goes back, or only why it could not be read
// (over the unpacking limits, or not readable), never the reader's error (it may quote the file).
const { kind, bytes } = workerData as { kind: ResumeKind; bytes: Uint8Array };
try {
  parentPort!.postMessage({ ok: true, text: await extractResumeText(kind, bytes) });
} catch (error) {
  parentPort!.postMessage({ ok: false, reason: error instanceof DocxOverLimits ? 'limits' : 'unreadable' });
}
