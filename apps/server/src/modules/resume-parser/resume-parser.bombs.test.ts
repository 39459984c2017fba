import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createResumeTestApp, type ResumeTestApp } from './resume-parser-test-support';
import { runningResumeReaders } from './resume-reader';
import { docxBomb, pdfBomb } from './resume-bomb-test-files';
import { makeDocx, makePdf } from './resume-test-files';

// Issue 11 item 1: a .docx whose document.xml inflates to 1 GiB (a 3 MB upload) took the server from about
// 270 MB to 2.5 GB resident. Now it is refused while unpacking, the process grows by less than the budget
// below, and several at once meet the server-wide cap of two readers.

/**
 * What one bomb, or six at once, may add to this process's resident memory (measured: about 40 MiB for one,
 * 110 MiB for six, most of it the two workers themselves, on a quiet machine; up to 208 MiB for one while the
 * suite ran two vitest workers on two loaded cores, since the inflater gets further before it is stopped;
 * before the fix one bomb added about 2 GiB). The bound sits well below that 2 GiB and above the noise.
 */
const MEMORY_BUDGET_BYTES = 320 * 1024 * 1024;

const year = new Date().getUTCFullYear();
const LINE = `Staff Physician, Mercy Hospital, Springfield, IL - 06/${year - 1} - Present`;

/** Runs `work` while sampling the resident size; answers how far it rose above where it started. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  globalThis.gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growth: peak - baseline };
  } finally {
    clearInterval(sampler);
  }
}

describe('POST /api/resume_parser: zip bombs and the readers', () => {
  let t: ResumeTestApp;
  // Built once: the 1 GiB part is never held, only its 3 MB of deflate data.
  const truthful = docxBomb(1024);
  const lying = docxBomb(1024, 20_000);
  beforeAll(async () => {
    t = await createResumeTestApp();
  });
  afterAll(() => t.close());

  const reasons = async (userId: string) =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'work_history.resume-parsed')
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute()
    ).map((row) => row.details.reason);

  it.each([
    ['declares its 1 GiB', truthful],
    ['declares 20,000 bytes but inflates to 1 GiB', lying],
  ])(
    'refuses a docx bomb that %s: 422 in the envelope, memory within budget',
    async (_name, bomb) => {
      expect(bomb.length).toBeLessThan(10_000_000);
      const { user, session } = await t.clinician();
      const { result: response, growth } = await peakGrowth(() =>
        t.upload(session.headers(), [{ name: 'file', filename: 'resume.docx', content: bomb }]),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: { code: 'resume.parse-error', message: expect.any(String) },
      });
      expect(await reasons(user.id)).toEqual(['limits']);
      expect(growth).toBeLessThan(MEMORY_BUDGET_BYTES);
    },
    60_000,
  );

  it('meets six bombs at once with at most two readers; the others get 503 and Retry-After', async () => {
    const { session } = await t.clinician();
    let most = 0;
    const watcher = setInterval(() => {
      most = Math.max(most, runningResumeReaders());
    }, 1);
    const { result: responses, growth } = await peakGrowth(() =>
      Promise.all(
        Array.from({ length: 6 }, () =>
          t.upload(session.headers(), [{ name: 'file', filename: 'resume.docx', content: lying }]),
        ),
      ),
    );
    clearInterval(watcher);
    const busy = responses.filter((response) => response.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const response of busy) {
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().error.code).toBe('service.unavailable');
    }
    expect(responses.filter((response) => response.statusCode === 422).length).toBe(6 - busy.length);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
    expect(growth).toBeLessThan(MEMORY_BUDGET_BYTES);
    // Once they are done, the readers are free again.
    await expect.poll(() => runningResumeReaders()).toBe(0);
  }, 60_000);

  it('reads a docx of 1,000 parts and refuses one of 1,001 before inflating', async () => {
    const { user, session } = await t.clinician();
    const withParts = async (parts: number) => {
      const zip = await JSZip.loadAsync(await makeDocx([LINE]));
      // makeDocx writes its parts and a folder entry per folder (_rels/, word/); the rest go at the root.
      const made = Object.keys(zip.files).length;
      for (let index = made; index < parts; index++) zip.file(`part${index}.xml`, '<x/>');
      const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      expect(Object.keys((await JSZip.loadAsync(bytes)).files)).toHaveLength(parts);
      return t.upload(session.headers(), [{ name: 'file', filename: 'resume.docx', content: bytes }]);
    };
    expect((await withParts(1_000)).statusCode).toBe(200);
    expect((await withParts(1_001)).statusCode).toBe(422);
    expect(await reasons(user.id)).toEqual([undefined, 'limits']);
  }, 60_000);

  it('stops a reader whose memory grows past the budget: a PDF content stream inflating to 1 GiB', async () => {
    // pdf.js inflates the stream itself, in array buffers the worker's heap limit does not cover; the budget
    // is small here (128 MiB) so the test stays light, the server's own is 384 MiB.
    const budget = 128 * 1024 * 1024;
    const app = await buildApp(
      { config: t.config, db: t.database.db, clock: t.clock, resumeReadMemoryBudgetBytes: budget },
      { logger: false },
    );
    try {
      await app.ready();
      const { user, session } = await t.clinician();
      const bomb = pdfBomb(1024);
      const { result: response, growth } = await peakGrowth(() =>
        t.upload(session.headers(), [{ name: 'file', filename: 'resume.pdf', content: bomb }], app),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('resume.parse-error');
      expect(await reasons(user.id)).toEqual(['memory']);
      expect(growth).toBeLessThan(MEMORY_BUDGET_BYTES);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('reads the first 50 pages of a PDF and no more', async () => {
    const { session } = await t.clinician();
    const filler = ['Curriculum vitae'];
    const onPage = (page: number) =>
      makePdf(Array.from({ length: page }, (_, index) => (index + 1 === page ? [LINE] : filler)));
    const upload = (content: Buffer) =>
      t.upload(session.headers(), [{ name: 'file', filename: 'resume.pdf', content }]);
    expect((await upload(onPage(50))).statusCode).toBe(200);
    expect((await upload(onPage(51))).statusCode).toBe(422);
  }, 60_000);
});
