import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResumeTestApp, type ResumeTestApp } from './resume-parser-test-support';
import { makeDocx, makePdf, multipart } from './resume-test-files';

// Dates relative to the server's clock, so the resume always has current, recent and too-old posts.
const year = new Date().getUTCFullYear();
const RESUME = [
  'Jordan Avery, MD',
  'PROFESSIONAL EXPERIENCE',
  `Staff Physician, Mercy Hospital, Springfield, IL \u2014 06/${year - 2} \u2013 Present`,
  'Hospitalist',
  'Lakeview Medical Center, Boise, ID',
  `Jan ${year - 5} - May ${year - 2}`,
  `Medical Director, Old Town Clinic, ${year - 20}-${year - 15}`,
  'EDUCATION AND TRAINING',
  `Residency in Internal Medicine, University Hospital, Chicago, IL, ${year - 8}-${year - 5}`,
  `M.D., State School of Medicine, ${year - 12}-${year - 8}`,
];
const FOUND = [
  {
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    type: 'job',
    role: 'Staff Physician',
    institution: 'Mercy Hospital',
    address_city: 'Springfield',
    address_state: 'IL',
    start_date: `06/${year - 2}`,
    end_date: '',
    isCurrent: true,
  },
  {
    type: 'job',
    role: 'Hospitalist',
    institution: 'Lakeview Medical Center',
    address_city: 'Boise',
    address_state: 'ID',
    start_date: `01/${year - 5}`,
    end_date: `05/${year - 2}`,
    isCurrent: false,
  },
  {
    type: 'training',
    training_type: 'residency',
    program_name: 'Residency in Internal Medicine',
    specialty: 'Internal Medicine',
    institution: 'University Hospital',
    start_date: `01/${year - 8}`,
    end_date: `12/${year - 5}`,
  },
];

describe('POST /api/resume_parser', () => {
  let t: ResumeTestApp;
  beforeAll(async () => {
    t = await createResumeTestApp();
  });
  afterAll(() => t.close());

  const prefillOf = (userId: string) =>
    t.database.db.selectFrom('work_history_prefill').selectAll().where('user_id', '=', userId).execute();
  const auditOf = (userId: string) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['outcome', 'target_id', 'details'])
      .where('action', '=', 'work_history.resume-parsed')
      .where('user_id', '=', userId)
      .execute();

  it('reads a PDF, answers the recent jobs and training, and stores them as the prefill', async () => {
    const { user, session } = await t.clinician();
    const pdf = makePdf([RESUME.slice(0, 6), RESUME.slice(6)]);
    const response = await t.upload(session.headers(), [
      { name: 'file', filename: 'Jordan Avery CV.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    expect(response.statusCode).toBe(200);
    const { positions } = response.json().data;
    expect(positions).toEqual(FOUND.map((position) => expect.objectContaining(position)));
    expect(new Set(positions.map((position: { id: string }) => position.id)).size).toBe(3);

    const rows = await prefillOf(user.id);
    expect(rows).toEqual([
      {
        user_id: user.id,
        source: 'resume',
        positions,
        created_at: t.clock(),
        dismissed_at: null,
      },
    ]);
    const audited = await auditOf(user.id);
    expect(audited).toEqual([
      {
        outcome: 'success',
        target_id: user.id,
        details: { kind: 'pdf', bytes: pdf.length, positions: 3, jobs: 2, training: 1 },
      },
    ]);
    // The file and what it says are neither kept nor logged.
    expect(t.logs.join('\n')).not.toMatch(/Mercy|Lakeview|Jordan/);
    expect(t.storedFiles()).not.toMatch(/Mercy|Lakeview|Jordan/);
  });

  it('reads a DOCX and replaces an earlier prefill, even a dismissed one', async () => {
    const { user, session } = await t.clinician();
    await t.database.db
      .insertInto('work_history_prefill')
      .values({
        user_id: user.id,
        source: 'resume',
        positions: JSON.stringify([{ id: 'old', type: 'job', institution: 'Earlier Hospital' }]),
        created_at: new Date('2020-01-01T00:00:00Z'),
        dismissed_at: new Date('2020-01-02T00:00:00Z'),
      })
      .execute();
    const response = await t.upload(session.headers(), [
      { name: 'file', filename: 'resume.DOCX', content: await makeDocx(RESUME) },
    ]);
    expect(response.statusCode).toBe(200);
    const { positions } = response.json().data;
    expect(positions).toEqual(FOUND.map((position) => expect.objectContaining(position)));
    const [row] = await prefillOf(user.id);
    expect(row).toMatchObject({ positions, created_at: t.clock(), dismissed_at: null });
  });

  it('reads plain text, in UTF-8 or with a UTF-16 mark', async () => {
    const { user, session } = await t.clinician();
    const utf8 = await t.upload(session.headers(), [
      { name: 'file', filename: 'resume.txt', contentType: 'text/plain', content: RESUME.join('\n') },
    ]);
    expect(utf8.statusCode).toBe(200);
    expect(utf8.json().data.positions).toEqual(FOUND.map((position) => expect.objectContaining(position)));
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(RESUME.join('\r\n'), 'utf16le')]);
    const second = await t.upload(session.headers(), [
      { name: 'file', filename: 'notepad.txt', content: utf16 },
    ]);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.positions).toHaveLength(3);
    expect(await prefillOf(user.id)).toEqual([
      expect.objectContaining({ positions: second.json().data.positions }),
    ]);
  });

  it('keeps multipart to itself: other routes still refuse it', async () => {
    const { session } = await t.clinician();
    const { payload, contentType } = multipart([{ name: 'file', filename: 'resume.txt', content: 'x' }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/training',
      headers: { ...session.headers(), 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(415);
  });

  it('needs a signed-in clinician and the XSRF header', async () => {
    const { user, session } = await t.clinician();
    const file = [{ name: 'file', filename: 'resume.txt', content: RESUME.join('\n') }];
    const anonymous = await t.upload({}, file);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('auth.not-authenticated');
    const { 'x-xsrf-token': _xsrf, ...withoutXsrf } = session.headers();
    const forged = await t.upload(withoutXsrf, file);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('auth.xsrf-invalid');
    expect(await prefillOf(user.id)).toEqual([]);
  });
});
