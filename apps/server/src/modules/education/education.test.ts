import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { insertCredential } from '../credentials/credentials.repository';
import { valuesHash } from '../credentials/offers';
import { readValues, writeValue } from '../self-attested/self-attested.repository';
import { ensureEducationDirectory } from './loader';

// The shipped copy of NCES IPEDS HD2022: 6,256 institutions (data/README.md).
const BOSTON_UNIVERSITY = {
  name: 'Boston University',
  code: '164988',
  city: 'Boston',
  state: 'MA',
  country: 'US',
};

let t: TestApp;
beforeAll(async () => {
  // 3 registry look-ups per window: 30 searches (the address bucket).
  t = await createTestApp({ RATE_LIMIT_LOOKUPS_PER_ACCOUNT: '3' });
});
afterAll(() => t.close());

async function clinician(actions?: string[]) {
  const user = await createUser(t.database.db, actions ? { actions } : {});
  const session = await signIn(t.app, user);
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: session.headers() });
  const post = (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: session.headers(), payload });
  return { user, get, post };
}

const search = (q: string) => `/api/education?${new URLSearchParams({ q })}`;

describe('the education directory', () => {
  it('holds the shipped IPEDS HD2022 file whole, loaded once', async () => {
    await ensureEducationDirectory(t.database.db);
    await ensureEducationDirectory(t.database.db);
    const releases = await t.database.db.selectFrom('education_releases').selectAll().execute();
    expect(releases).toHaveLength(1);
    expect(releases[0]).toMatchObject({
      origin: 'sample:hd2022-directory.csv.gz',
      sha256: '7a967f09cbf91fd70d3bfae84817e9cb8a0809b9247e7d48b1826df89fed40a2',
      row_count: 6256,
    });
    const bad = await t.database.db
      .selectFrom('education_institutions')
      .select('unitid')
      .where((eb) => eb.or([eb('state', '=', ''), eb(eb.fn('length', ['zip']), '<>', 5)]))
      .execute();
    expect(bad).toEqual([]);
  });
});

describe('GET /api/education', () => {
  it('finds a school by name, in the education entry institution fields', async () => {
    const { get } = await clinician();
    const response = await get(search('boston university'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toEqual(BOSTON_UNIVERSITY);
  });

  it('finds a school by its alias, words of the city and state, and despite a misspelling', async () => {
    const { get } = await clinician();
    const names = async (q: string) =>
      ((await get(search(q))).json().data as { name: string }[]).map((school) => school.name);
    expect((await names('UCSF'))[0]).toBe('University of California-San Francisco');
    expect(await names('georgetown washington')).toContain('Georgetown University');
    expect((await names('Johns Hopkns University'))[0]).toBe('Johns Hopkins University');
    expect(await names('Juana Díaz')).toContain('Dewey University-Juana Díaz');
  });

  it('answers at most 10 schools, and none for words no school has', async () => {
    const { get } = await clinician();
    expect((await get(search('university'))).json().data).toHaveLength(10);
    expect((await get(search('qqqzzzxxx'))).json().data).toEqual([]);
  });

  it('takes 2 to 100 characters of q: 1 and 101 are refused with 400', async () => {
    const { get } = await clinician();
    expect((await get(search('b'))).statusCode).toBe(400);
    expect((await get(search('bu'))).statusCode).toBe(200);
    expect((await get(search('b'.repeat(100)))).statusCode).toBe(200);
    const long = await get(search('b'.repeat(101)));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details[0].path).toBe('querystring.q');
    expect((await get('/api/education')).statusCode).toBe(400);
    expect((await get(search('bo\u0000ston'))).statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 without the get_self_attested action', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: search('boston') });
    expect(anonymous.statusCode).toBe(401);
    const { get } = await clinician(['post_self_attested']);
    expect((await get(search('boston'))).statusCode).toBe(403);
  });
});

async function degreeRecord(
  userId: string,
  fields: { institution: string; degree: string; award_date: string },
  status: 'offered' | 'added' | 'revoked' = 'added',
) {
  const at = new Date();
  const record = { first_name: 'ELEANOR', last_name: 'WHITFIELD', status: 'Degree Awarded', ...fields };
  await insertCredential(t.database.db, {
    user_id: userId,
    source: 'education',
    schema_name: 'nsc_education',
    item_key: `${fields.institution}|${fields.degree}`.toUpperCase(),
    name: `${fields.degree}, ${fields.institution}`,
    status,
    fields: JSON.stringify(record),
    values_hash: valuesHash(record),
    origin: 'nsc',
    method: 'primary_source',
    expires_on: null,
    verified_at: at,
    checked_at: at,
    offered_at: at,
    created_at: at,
    updated_at: at,
  });
}

describe('POST /api/education/prefill', () => {
  it("proposes the wallet's degrees not listed yet, matched to the directory, and saves nothing", async () => {
    const { user, post } = await clinician();
    await degreeRecord(user.id, { institution: 'Boston University', degree: 'MD', award_date: '2004-05-27' });
    await degreeRecord(user.id, { institution: 'Boston University', degree: 'BA', award_date: '2000-05-21' });
    await degreeRecord(
      user.id,
      { institution: 'Old School', degree: 'BS', award_date: '1999-05-01' },
      'revoked',
    );
    await writeValue(t.database.db, {
      userId: user.id,
      actorId: user.actorId,
      key: 'education|list',
      value: [
        { institution: { name: 'BOSTON UNIVERSITY' }, degree_level: 'ba', highest_practicing_degree: true },
      ],
      at: new Date(),
    });
    const before = await readValues(t.database.db, user.id);
    const response = await post('/api/education/prefill');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entries).toEqual([
      {
        source: 'nsc_education',
        entry: {
          institution: BOSTON_UNIVERSITY,
          degree_level: 'MD',
          foreign_education: false,
          graduation_month: '5',
          graduation_year: '2004',
          highest_practicing_degree: false,
          nursing_program: null,
        },
      },
    ]);
    expect(await readValues(t.database.db, user.id)).toEqual(before);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'education.prefill')
      .where('target_id', '=', user.id)
      .execute();
    expect(audited).toHaveLength(1);
  });

  it("never proposes another clinician's records; 401 signed out, 403 without the action", async () => {
    const { user: other } = await clinician();
    await degreeRecord(other.id, {
      institution: 'Boston University',
      degree: 'MD',
      award_date: '2004-05-27',
    });
    const { post } = await clinician();
    expect((await post('/api/education/prefill')).json().data.entries).toEqual([]);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/education/prefill', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const { post: denied } = await clinician(['post_self_attested']);
    expect((await denied('/api/education/prefill')).statusCode).toBe(403);
  });
});
