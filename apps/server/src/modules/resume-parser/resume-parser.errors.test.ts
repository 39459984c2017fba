import { RESUME_MAX_BYTES } from '@credence/shared';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_PARSES_PER_MINUTE } from './resume-parser.service';
import { createResumeTestApp, type ResumeTestApp } from './resume-parser-test-support';
import { makeDocx, makePdf } from './resume-test-files';

const year = new Date().getUTCFullYear();
const LINE = `Staff Physician, Mercy Hospital, Springfield, IL - 06/${year - 1} - Present`;
const EARLIER = [{ id: 'kept', type: 'job', institution: 'Earlier Hospital' }];

describe('POST /api/resume_parser: what it refuses', () => {
  let t: ResumeTestApp;
  beforeAll(async () => {
    t = await createResumeTestApp();
  });
  afterAll(() => t.close());

  /** A clinician who already has a prefill, so each refusal can be shown to leave it alone. */
  async function clinicianWithPrefill() {
    const { user, session } = await t.clinician();
    await t.database.db
      .insertInto('work_history_prefill')
      .values({ user_id: user.id, source: 'resume', positions: JSON.stringify(EARLIER) })
      .execute();
    const prefill = async () =>
      (
        await t.database.db
          .selectFrom('work_history_prefill')
          .select('positions')
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).positions;
    const audits = () =>
      t.database.db
        .selectFrom('audit_log')
        .select(['outcome', 'details'])
        .where('action', '=', 'work_history.resume-parsed')
        .where('user_id', '=', user.id)
        .execute();
    return { user, headers: session.headers(), prefill, audits };
  }

  const expectError = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
    expect({
      status: response.statusCode,
      code: (response.json() as { error: { code: string } }).error.code,
    }).toEqual({
      status,
      code,
    });
  };

  it('answers 415 for another type, judged by content as well as by name', async () => {
    const { headers, prefill, audits } = await clinicianWithPrefill();
    const zipWithoutDocument = new JSZip();
    zipWithoutDocument.file('notes.xml', '<notes/>');
    const cases = [
      { filename: 'resume.exe', content: LINE },
      { filename: 'resume', content: LINE },
      { filename: 'resume.txt', content: makePdf([[LINE]]) },
      { filename: 'resume.pdf', content: await makeDocx([LINE]) },
      { filename: 'resume.docx', content: await zipWithoutDocument.generateAsync({ type: 'nodebuffer' }) },
      { filename: 'resume.txt', content: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0x00]) },
    ];
    for (const file of cases) {
      const response = await t.upload(headers, [{ name: 'file', ...file }]);
      expectError(response, 415, 'request.unsupported-media-type');
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/resume_parser',
      headers,
      payload: { file: LINE },
    });
    expectError(json, 415, 'request.unsupported-media-type');
    expect(await prefill()).toEqual(EARLIER);
    expect((await audits()).map((row) => row.outcome)).toEqual(Array(cases.length).fill('denied'));
  });

  it('answers 413 for a file over RESUME_MAX_BYTES', async () => {
    const { headers, prefill } = await clinicianWithPrefill();
    const big = Buffer.alloc(RESUME_MAX_BYTES + 1, 'a');
    const response = await t.upload(headers, [{ name: 'file', filename: 'resume.txt', content: big }]);
    expectError(response, 413, 'request.too-large');
    expect(await prefill()).toEqual(EARLIER);
  });

  it('answers 400 without a file: no part, another field name, an empty file, a broken body', async () => {
    const { headers, prefill } = await clinicianWithPrefill();
    const noFile = await t.upload(headers, [{ name: 'note', content: 'hello' }]);
    expectError(noFile, 400, 'request.invalid');
    expect((noFile.json() as { error: { details: unknown } }).error.details).toEqual([
      { path: 'file', message: 'validation.required' },
    ]);
    const otherName = await t.upload(headers, [{ name: 'resume', filename: 'resume.txt', content: LINE }]);
    expectError(otherName, 400, 'request.invalid');
    const empty = await t.upload(headers, [{ name: 'file', filename: 'resume.txt', content: '' }]);
    expectError(empty, 400, 'request.invalid');
    const cutOff = await t.app.inject({
      method: 'POST',
      url: '/api/resume_parser',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="resume.txt"\r\n\r\nStaff',
    });
    expectError(cutOff, 400, 'request.invalid');
    expect(await prefill()).toEqual(EARLIER);
  });

  it('answers 422 for a file that cannot be read or holds no dated post, and stores nothing', async () => {
    const { headers, prefill, audits } = await clinicianWithPrefill();
    const damaged = await t.upload(headers, [
      { name: 'file', filename: 'resume.pdf', content: '%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage' },
    ]);
    expectError(damaged, 422, 'resume.parse-error');
    const undated = await t.upload(headers, [
      { name: 'file', filename: 'resume.txt', content: 'Staff Physician, Mercy Hospital\nHospitalist' },
    ]);
    expectError(undated, 422, 'resume.parse-error');
    const scanned = await t.upload(headers, [{ name: 'file', filename: 'scan.pdf', content: makePdf([[]]) }]);
    expectError(scanned, 422, 'resume.parse-error');
    expect(await prefill()).toEqual(EARLIER);
    expect((await audits()).map((row) => [row.outcome, row.details.reason])).toEqual([
      ['failure', 'unreadable'],
      ['failure', 'nothing-found'],
      ['failure', 'nothing-found'],
    ]);
  });

  it('answers 504 when reading takes longer than allowed, and stores nothing', async () => {
    const { headers, prefill, audits } = await clinicianWithPrefill();
    const response = await t.upload(
      headers,
      [{ name: 'file', filename: 'resume.pdf', content: makePdf([[LINE]]) }],
      t.slow,
    );
    expectError(response, 504, 'resume.parse-timeout');
    expect(await prefill()).toEqual(EARLIER);
    expect((await audits()).map((row) => [row.outcome, row.details.reason])).toEqual([
      ['failure', 'timeout'],
    ]);
    // The same file within the normal time is read.
    const normal = await t.upload(headers, [
      { name: 'file', filename: 'resume.pdf', content: makePdf([[LINE]]) },
    ]);
    expect(normal.statusCode).toBe(200);
  });

  it(`allows ${RESUME_PARSES_PER_MINUTE} calls a minute per account, then 429 with Retry-After`, async () => {
    const { headers } = await clinicianWithPrefill();
    const wrongType = [{ name: 'file', filename: 'resume.exe', content: LINE }];
    for (let call = 0; call < RESUME_PARSES_PER_MINUTE; call++) {
      expect((await t.upload(headers, wrongType)).statusCode).toBe(415);
    }
    const limited = await t.upload(headers, wrongType);
    expectError(limited, 429, 'request.rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another clinician is not held up.
    const other = await t.clinician();
    expect((await t.upload(other.session.headers(), wrongType)).statusCode).toBe(415);
    t.clock.advance(60_000);
    expect((await t.upload(headers, wrongType)).statusCode).toBe(415);
  });
});
