import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { readValues, writeValue } from '../self-attested/self-attested.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function clinician(providerType: string | null, actions?: string[]) {
  const user = await createUser(t.database.db, actions ? { actions } : {});
  if (providerType)
    await writeValue(t.database.db, {
      userId: user.id,
      actorId: user.actorId,
      key: 'basic_info|occupation_code',
      value: providerType,
      at: new Date(),
    });
  const session = await signIn(t.app, user);
  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/board_certs', headers: session.headers(), payload });
  const saved = async () =>
    Object.fromEntries(
      (await readValues(t.database.db, user.id))
        .filter((row) => row.key.startsWith('board_cert|') || row.key.startsWith('identifiers|'))
        .map((row) => [row.key, row.value]),
    );
  return { user, post, saved };
}

const detailsOf = (response: { json: () => { error: { details: { path: string; message: string }[] } } }) =>
  response.json().error.details;

describe('POST /api/board_certs', () => {
  it("saves the boards of the clinician's provider type, each name from its config", async () => {
    const { post, saved } = await clinician('MD');
    const response = await post({
      answer: 'yes',
      specialties: ['Internal Medicine'],
      boards: [{ board_config_id: 'abim', board_name: 'anything', id_number: ' 123456 ' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.boards).toEqual([
      { board_config_id: 'abim', board_name: 'American Board of Internal Medicine', id_number: '123456' },
    ]);
    expect(await saved()).toMatchObject({
      'board_cert|answer': 'yes',
      'board_cert|boards': [{ board_config_id: 'abim', id_number: '123456' }],
      'board_cert|specialties': ['Internal Medicine'],
      'board_cert|exam': null,
    });
  });

  it("enforces each board's id_number rule: required for NCCPA (PA), optional for ABIM (MD)", async () => {
    const pa = await clinician('PA');
    const missing = await pa.post({ answer: 'yes', boards: [{ board_config_id: 'nccpa', id_number: '' }] });
    expect(missing.statusCode).toBe(400);
    expect(detailsOf(missing)).toEqual([
      { path: 'boards.0.id_number', message: 'board-cert.id-number-required' },
    ]);
    expect(await pa.saved()).toEqual({});
    const given = await pa.post({
      answer: 'yes',
      boards: [{ board_config_id: 'nccpa', id_number: '1234567' }],
    });
    expect(given.statusCode).toBe(200);
    const md = await clinician('MD');
    expect((await md.post({ answer: 'yes', boards: [{ board_config_id: 'abim' }] })).statusCode).toBe(200);
  });

  it("refuses a board of another provider type, the same board twice, and 'yes' without a board", async () => {
    const { post, saved } = await clinician('MD');
    const otherType = await post({ answer: 'yes', boards: [{ board_config_id: 'nccpa', id_number: '1' }] });
    expect(detailsOf(otherType)).toEqual([
      { path: 'boards.0.board_config_id', message: 'validation.choose-option' },
    ]);
    const twice = await post({
      answer: 'yes',
      boards: [{ board_config_id: 'abim' }, { board_config_id: 'abim' }],
    });
    expect(detailsOf(twice)).toEqual([
      { path: 'boards.1.board_config_id', message: 'board-cert.board-duplicate' },
    ]);
    const none = await post({ answer: 'yes', boards: [] });
    expect(detailsOf(none)).toEqual([{ path: 'boards', message: 'board-cert.board-required' }]);
    expect(await saved()).toEqual({});
  });

  it("'no' asks whether an exam is scheduled: its date, or else an explanation; boards are cleared", async () => {
    const { post, saved } = await clinician('DO');
    await post({ answer: 'yes', boards: [{ board_config_id: 'aobim', id_number: '42' }] });
    expect(detailsOf(await post({ answer: 'no' }))).toEqual([
      { path: 'exam', message: 'validation.choose-option' },
    ]);
    expect(detailsOf(await post({ answer: 'no', exam: true }))).toEqual([
      { path: 'exam_date', message: 'validation.required' },
    ]);
    expect(detailsOf(await post({ answer: 'no', exam: true, exam_date: '06/01/2027' }))).toEqual([
      { path: 'exam_date', message: 'validation-date' },
    ]);
    expect(detailsOf(await post({ answer: 'no', exam: false }))).toEqual([
      { path: 'explanation', message: 'validation.required' },
    ]);
    const scheduled = await post({ answer: 'no', exam: true, exam_date: '2027-06-01', explanation: 'x' });
    expect(scheduled.statusCode).toBe(200);
    expect(await saved()).toMatchObject({
      'board_cert|answer': 'no',
      'board_cert|boards': [],
      'board_cert|exam': true,
      'board_cert|exam_date': '2027-06-01',
      'board_cert|explanation': '',
    });
  });

  it('saves the certification identifiers: a number is required once has_board_cert is ticked', async () => {
    const { post, saved } = await clinician('NP');
    const unticked = { has_board_cert: false, number: '' };
    const identifiers = {
      aanp: { has_board_cert: true, number: '' },
      ancc: unticked,
      nbcrna: unticked,
      ncc: unticked,
      nccpa: unticked,
      np_other_board: { has_board_cert: true, name: '', number: '77' },
    };
    const refused = await post({ answer: 'no', exam: false, explanation: 'Not certified yet', identifiers });
    expect(detailsOf(refused)).toEqual([
      { path: 'identifiers.aanp.number', message: 'validation.required' },
      { path: 'identifiers.np_other_board.name', message: 'validation.required' },
    ]);
    const fixed = {
      ...identifiers,
      aanp: { has_board_cert: true, number: 'NP12345' },
      np_other_board: { has_board_cert: true, name: 'Other board', number: '77' },
    };
    const response = await post({
      answer: 'no',
      exam: false,
      explanation: 'Not certified yet',
      identifiers: fixed,
    });
    expect(response.statusCode).toBe(200);
    expect(await saved()).toMatchObject({
      'identifiers|aanp': { has_board_cert: true, number: 'NP12345' },
      'identifiers|ancc': { has_board_cert: false, number: '' },
      'identifiers|np_other_board': { has_board_cert: true, name: 'Other board', number: '77' },
    });
  });

  it('answers 409 before a provider type is chosen, and refuses NUL bytes with 400', async () => {
    const { post } = await clinician(null);
    const response = await post({ answer: 'no', exam: false, explanation: 'x' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('board-cert.provider-type-missing');
    const md = await clinician('MD');
    const nul = await md.post({ answer: 'no', exam: false, explanation: 'bad\u0000' });
    expect(nul.statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 without the post_self_attested action', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/board_certs',
      payload: { answer: 'no' },
    });
    expect(anonymous.statusCode).toBe(401);
    const { post, saved } = await clinician('MD', ['get_self_attested']);
    expect((await post({ answer: 'no', exam: false, explanation: 'x' })).statusCode).toBe(403);
    expect(await saved()).toEqual({});
  });
});
