import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { NPI_KEY } from '../lookups/registries.service';
import { WORK_HISTORY_KEY } from '../lookups/training.service';
import { writeValue } from '../self-attested/self-attested.repository';
import { requirementFor } from '../work-history/work-history-test-support';
import { ensureHospitalDirectory } from './loader';

// The shipped copy of the CMS Hospital General Information file: 5,421 hospitals (data/README.md).
const SOUTHEAST_HEALTH = {
  hospital_id: '010001',
  institution: 'SOUTHEAST HEALTH MEDICAL CENTER',
  address_line1: '1108 ROSS CLARK CIRCLE',
  address_city: 'DOTHAN',
  address_state: 'AL',
  address_zip: '36301',
  address_country: 'US',
  county: 'HOUSTON',
  phone: '(334) 793-8701',
  hospital_type: 'Acute Care Hospitals',
  ownership: 'Government - Hospital District or Authority',
  emergency_services: true,
};

let t: TestApp;
beforeAll(async () => {
  // 3 registry look-ups per window: 30 searches (the address bucket), 3 hint calls.
  t = await createTestApp({ RATE_LIMIT_LOOKUPS_PER_ACCOUNT: '3' });
});
afterAll(() => t.close());

async function clinician() {
  const user = await createUser(t.database.db);
  const session = await signIn(t.app, user);
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: session.headers() });
  const post = (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: session.headers(), payload });
  const save = (key: string, value: unknown) =>
    writeValue(t.database.db, { userId: user.id, actorId: user.actorId, key, value, at: new Date() });
  return { user, get, post, save };
}

const search = (params: Record<string, string>) => `/api/hospital_search?${new URLSearchParams(params)}`;

describe('the hospital directory', () => {
  it('holds the shipped CMS file, every CCN six characters, loaded once', async () => {
    await ensureHospitalDirectory(t.database.db);
    const releases = await t.database.db.selectFrom('hospital_releases').selectAll().execute();
    expect(releases).toHaveLength(1);
    expect(releases[0]).toMatchObject({
      origin: 'sample:Hospital_General_Information.csv.gz',
      sha256: '0b8e4585f437267cf348d1fec5ffcc8610d7f00fdbfaa904819135103e1bd2ac',
      row_count: 5421,
    });
    const { count } = await t.database.db
      .selectFrom('hospitals')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(5421);
    const short = await t.database.db
      .selectFrom('hospitals')
      .select('ccn')
      .where((eb) => eb.fn('length', ['ccn']), '<>', 6)
      .execute();
    expect(short).toEqual([]);
  });
});

describe('GET /api/hospital_search', () => {
  it('finds a hospital by name, with its address and phone in the affiliation fields', async () => {
    const { get } = await clinician();
    const response = await get(search({ q: 'southeast health medical' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toEqual(SOUTHEAST_HEALTH);
  });

  it("matches 'Saint' to 'ST', words in any order, and the city", async () => {
    const { get } = await clinician();
    const byCity = (await get(search({ q: 'huntsville hospital' }))).json().data;
    expect(byCity[0]).toMatchObject({ hospital_id: '010039', institution: 'HUNTSVILLE HOSPITAL' });
    const saint = (await get(search({ q: "Saint Vincent's Birmingham" }))).json().data;
    expect(saint[0]).toMatchObject({ hospital_id: '010056', institution: "ST VINCENT'S BIRMINGHAM" });
  });

  it('still finds a misspelt name', async () => {
    const { get } = await clinician();
    const data = (await get(search({ q: 'Brigam and Womens Hospital' }))).json().data;
    expect(data[0]).toMatchObject({ hospital_id: '220110', address_zip: '02115' });
  });

  it("finds a hospital by street address, 'Circle' and 'CIR' alike", async () => {
    const { get } = await clinician();
    for (const address of ['1108 Ross Clark Circle', '1108 ross clark cir, Dothan AL']) {
      const response = await get(search({ address }));
      expect(response.statusCode).toBe(200);
      expect(response.json().data[0]).toEqual(SOUTHEAST_HEALTH);
    }
  });

  it('answers at most 10 hospitals', async () => {
    const { get } = await clinician();
    expect((await get(search({ q: 'medical center' }))).json().data).toHaveLength(10);
  });

  it('answers hospitals by CCN in the order asked, unknown ones left out', async () => {
    const { get } = await clinician();
    const response = await get(search({ hospital_ids: '220110,999999,010001' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((h: { hospital_id: string }) => h.hospital_id)).toEqual([
      '220110',
      '010001',
    ]);
  });

  it.each([
    ['nothing', {}],
    ['two of q, address and hospital_ids', { q: 'mercy', address: '12 Main St' }],
    ['a one-letter q', { q: 'm' }],
    ['a malformed CCN', { hospital_ids: '010001,12' }],
    ['a NUL byte', { q: 'mer\u0000cy' }],
  ])('refuses %s with 400', async (_, params) => {
    const { get } = await clinician();
    const response = await get(search(params as Record<string, string>));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('request.invalid');
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: search({ q: 'mercy' }) });
    expect(response.statusCode).toBe(401);
  });

  it('is rate limited per account like the address look-ups (10 × the registry limit)', async () => {
    const { get } = await clinician();
    for (let i = 0; i < 30; i++) expect((await get(search({ q: 'mercy' }))).statusCode).toBe(200);
    const limited = await get(search({ q: 'mercy' }));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const other = await clinician();
    expect((await other.get(search({ q: 'mercy' }))).statusCode).toBe(200);
  });
});

describe('POST /api/v2/affiliation_hints/{npi}', () => {
  // NPPES shipped sample: 1720966310 is THOMAS OKAFOR, practice location 6400 EXAMPLE MEDICAL PKWY, HOUSTON TX 77030.
  const NPI = '1720966310';
  const hints = (npi: string, startDate = '2021-06-01') =>
    `/api/v2/affiliation_hints/${npi}?start_date=${startDate}`;

  it("offers the hospitals of the NPI's practice location and those named in the work history", async () => {
    const { user, save, post } = await clinician();
    await save(NPI_KEY, NPI);
    await save(WORK_HISTORY_KEY, [
      {
        id: 'a',
        type: 'job',
        institution: 'Huntsville Hospital',
        address_state: 'AL',
        start_date: '01/2019',
        isCurrent: true,
      },
      // Ended before start_date: not offered.
      {
        id: 'b',
        type: 'job',
        institution: 'Flowers Hospital',
        address_state: 'AL',
        start_date: '01/2010',
        end_date: '12/2019',
      },
      { id: 'c', type: 'gap', start_date: '01/2020', end_date: '06/2020', explanation: 'Leave' },
    ]);
    const response = await post(hints(NPI), { institutions: ['Brigham and Womens Hospital'] });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { hospital_id: string; reasons: string[]; address_zip: string }[];
    const byId = new Map(data.map((hint) => [hint.hospital_id, hint]));
    const near = data.filter((hint) => hint.reasons.includes('practice_location'));
    expect(near).toHaveLength(5);
    expect(near.every((hint) => hint.address_zip === '77030')).toBe(true);
    expect(byId.get('010039')?.reasons).toEqual(['work_history']);
    expect(byId.has('010055')).toBe(false);
    expect(byId.get('220110')?.reasons).toEqual(['institution']);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['outcome', 'details'])
      .where('user_id', '=', user.id)
      .where('action', '=', 'affiliations.hints')
      .execute();
    expect(audit).toEqual([
      { outcome: 'success', details: { locations: 1, positions: 1, hints: data.length } },
    ]);
  });

  it('offers the position that ended before start_date when start_date is earlier', async () => {
    const { save, post } = await clinician();
    await save(NPI_KEY, NPI);
    await save(WORK_HISTORY_KEY, [
      {
        id: 'b',
        type: 'job',
        institution: 'Flowers Hospital',
        address_state: 'AL',
        start_date: '01/2010',
        end_date: '12/2019',
      },
    ]);
    const data = (await post(hints(NPI, '2019-01-01'))).json().data as { hospital_id: string }[];
    expect(data.map((hint) => hint.hospital_id)).toContain('010055');
  });

  it("answers 404 for an NPI that is not the caller's own, and when none is saved", async () => {
    const { save, post } = await clinician();
    expect((await post(hints(NPI))).statusCode).toBe(404);
    await save(NPI_KEY, '1588472039');
    const other = await post(hints(NPI));
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('request.not-found');
  });

  it('answers 404 for a requirement the caller is not subscribed to, and takes one they are', async () => {
    const { user, save, post } = await clinician();
    await save(NPI_KEY, NPI);
    const theirs = await requirementFor(t.database.db);
    expect((await post(hints(NPI), { appReqID: theirs.appReqId })).statusCode).toBe(404);
    const mine = await requirementFor(t.database.db, { subscribe: user.id });
    expect((await post(hints(NPI), { appReqID: mine.appReqId })).statusCode).toBe(200);
  });

  it('refuses a malformed NPI, start_date or body with 400, and answers 401 without a session', async () => {
    const { save, post } = await clinician();
    await save(NPI_KEY, NPI);
    expect((await post(hints('1720966311'))).statusCode).toBe(400);
    expect((await post(hints(NPI, '2021-13-01'))).statusCode).toBe(400);
    expect((await post(hints(NPI), { institutions: ['Mer\u0000cy'] })).statusCode).toBe(400);
    expect((await post(hints(NPI), { institutions: ['Mer\uDC00cy'] })).statusCode).toBe(400);
    expect((await post(hints(NPI), { appReqID: 'nope' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: hints(NPI), payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
