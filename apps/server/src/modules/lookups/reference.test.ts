import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { failingAdapters } from './lookups-test-support';

describe('reference look-ups: board_cert_config, specialty, physician_training', () => {
  let t: TestApp;
  let broken: TestApp;
  let session: TestSession;
  let brokenSession: TestSession;

  beforeAll(async () => {
    [t, broken] = await Promise.all([
      createTestApp(),
      createTestApp({}, { deps: { adapters: failingAdapters() } }),
    ]);
    session = await signIn(t.app, await createUser(t.database.db));
    brokenSession = await signIn(broken.app, await createUser(broken.database.db));
  });
  afterAll(async () => {
    await Promise.all([t.close(), broken.close()]);
  });

  const get = (url: string, headers: Record<string, string> = session.headers()) =>
    t.app.inject({ method: 'GET', url, headers });

  it('GET /api/board_cert_config lists the certifying boards of a provider type', async () => {
    const np = (await get('/api/board_cert_config?provider_type=NP')).json().data as { id: string }[];
    expect(np.map((board) => board.id)).toEqual(expect.arrayContaining(['aanp', 'ancc']));
    expect(np[0]).toEqual({
      id: 'aanp',
      name: expect.stringContaining('AANPCB'),
      config: { id_number: { show: true, required: true, label: 'AANPCB certificate number' } },
    });
    const ids = async (type: string) =>
      ((await get(`/api/board_cert_config?provider_type=${type}`)).json().data as { id: string }[]).map(
        (b) => b.id,
      );
    expect(await ids('PA')).toEqual(['nccpa']);
    expect(await ids('CRNA')).toEqual(['nbcrna']);
    expect(await ids('CNM')).toEqual(['amcb']);
    expect(await ids('CNS')).toContain('ancc');
    expect(await ids('RN')).toEqual([]);
    expect(await ids('MD')).toContain('abim');
    expect(await ids('MD')).not.toContain('aobim');
    expect(await ids('DO')).toEqual(expect.arrayContaining(['abim', 'aobim']));
  });

  it('GET /api/board_cert_config answers 400 with the field for a bad or missing provider type', async () => {
    for (const query of ['?provider_type=XX', '']) {
      const response = await get(`/api/board_cert_config${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        expect.objectContaining({ path: 'querystring.provider_type' }),
      ]);
    }
  });

  it("GET /api/specialty answers NUCC codes of the provider type's branch matching every word", async () => {
    const response = await get('/api/specialty?provider_type=NP&q=family');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        code: '363LF0000X',
        classification: 'Nurse Practitioner',
        specialization: 'Family',
        display: expect.any(String),
      },
    ]);
    const cardiology = (await get('/api/specialty?provider_type=MD&q=cardio')).json().data as {
      code: string;
    }[];
    expect(cardiology.length).toBeGreaterThan(0);
    expect(cardiology.every((s) => /^20[78]/.test(s.code))).toBe(true);
    const all = (await get('/api/specialty')).json().data as unknown[];
    expect(all.length).toBeGreaterThan(100);
    expect(all.length).toBeLessThanOrEqual(200);
    expect((await get('/api/specialty?provider_type=BAD')).statusCode).toBe(400);
  });

  it('GET /api/physician_training searches programs, residency by default', async () => {
    const residencies = (await get('/api/physician_training?q=internal')).json().data as {
      training_type: string;
      program_name: string;
    }[];
    expect(residencies.length).toBeGreaterThanOrEqual(3);
    expect(residencies.every((p) => p.training_type === 'residency')).toBe(true);
    const fellowships = (
      await get('/api/physician_training?q=cardio%20chicago&training_type=fellowship')
    ).json().data;
    expect(fellowships).toEqual([
      {
        id: expect.any(String),
        program_name: 'Cardiovascular Disease Fellowship',
        institution_name: 'Lakeshore University Medical Center',
        city: 'Chicago',
        state: 'IL',
        specialty: 'Cardiovascular Disease',
        training_type: 'fellowship',
      },
    ]);
    const bad = await get('/api/physician_training?training_type=externship');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      expect.objectContaining({ path: 'querystring.training_type' }),
    ]);
  });

  it('answers 401 without a session', async () => {
    for (const url of [
      '/api/board_cert_config?provider_type=NP',
      '/api/specialty',
      '/api/physician_training',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('GET /api/specialty answers 503 lookup.unavailable when the code list cannot be read', async () => {
    const response = await broken.app.inject({
      method: 'GET',
      url: '/api/specialty?provider_type=NP',
      headers: brokenSession.headers(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: 'lookup.unavailable',
      message: 'We could not reach the specialty list. You can enter this information yourself.',
    });
  });
});
