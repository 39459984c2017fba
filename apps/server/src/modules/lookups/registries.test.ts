import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNppesAdapter } from '../../adapters/nppes/nppes-adapter';
import { startStubServer, type StubServer } from '../../adapters/test-support/stub-server';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { failingAdapters, SAMPLE } from './lookups-test-support';
import { NPI_KEY } from './registries.service';

describe('registry prefill: NPPES, other names, Nursys, FSMB', () => {
  let t: TestApp;
  let broken: TestApp;
  let slow: TestApp;
  let stub: StubServer;

  beforeAll(async () => {
    // NPPES answers after the adapter has given up.
    stub = await startStubServer(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      response.end('{}');
    });
    [t, broken, slow] = await Promise.all([
      createTestApp({ RATE_LIMIT_LOOKUPS_PER_ACCOUNT: '5' }),
      createTestApp({}, { deps: { adapters: failingAdapters() } }),
      createTestApp(
        {},
        {
          deps: {
            adapters: {
              nppes: createNppesAdapter({ NPPES_BASE_URL: stub.baseUrl, ADAPTER_TIMEOUT_MS: 100 }),
            },
          },
        },
      ),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), broken.close(), slow.close()]);
    await stub.close();
  });

  const clinicianOf = async (
    app: TestApp,
    npi?: string,
  ): Promise<{ user: TestUser; session: TestSession }> => {
    const user = await createUser(app.database.db);
    if (npi) {
      await app.database.db
        .insertInto('self_attested')
        .values({ user_id: user.id, key: NPI_KEY, value: JSON.stringify(npi) })
        .execute();
    }
    return { user, session: await signIn(app.app, user) };
  };
  const call = (
    app: TestApp,
    session: TestSession | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => app.app.inject({ method, url, headers: session?.headers() ?? {}, ...(payload ? { payload } : {}) });

  describe('GET /api/nppes/{number}', () => {
    it('normalizes the record for prefill, with its source', async () => {
      const { user, session } = await clinicianOf(t);
      const response = await call(t, session, 'GET', `/api/nppes/${SAMPLE.physicianNpi}`);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({
        npi: SAMPLE.physicianNpi,
        status: 'A',
        first_name: 'ELEANOR',
        last_name: 'WHITFIELD',
        source: { name: 'NPPES', retrieved_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      });
      expect(data.addresses.map((a: { purpose: string }) => a.purpose).sort()).toEqual([
        'LOCATION',
        'MAILING',
      ]);
      expect(data.addresses[0]).toEqual({
        purpose: expect.any(String),
        line_1: expect.any(String),
        line_2: expect.any(String),
        city: expect.any(String),
        state: expect.stringMatching(/^[A-Z]{2}$/),
        zip: expect.stringMatching(/^\d{5}$/),
        zip4: expect.any(String),
        country: 'US',
        phone: expect.stringMatching(/^(\d{10})?$/),
      });
      expect(data.taxonomies).toContainEqual({
        code: '207RC0000X',
        desc: expect.any(String),
        primary: expect.any(Boolean),
        state: 'MA',
        license: '267891',
      });
      expect(data.licenses).toEqual([
        {
          record_type: 'state_license',
          license_number: '267891',
          state: 'MA',
          expiration_date: null,
          active: null,
          taxonomy_code: '207RC0000X',
        },
        expect.objectContaining({ record_type: 'state_license', license_number: '312456', state: 'NY' }),
      ]);
      expect(data.other_names).toHaveLength(1);
      expect(data.other_names[0]).toMatchObject({ source: 'NPPES', last_name: expect.any(String) });

      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'outcome', 'details'])
        .where('user_id', '=', user.id)
        .where('action', 'like', 'lookup.%')
        .execute();
      expect(audit).toEqual([{ action: 'lookup.nppes', outcome: 'success', details: { found: true } }]);
      expect(JSON.stringify(audit)).not.toContain(SAMPLE.physicianNpi);
    });

    it('marks nursing taxonomies as rn_license', async () => {
      const { session } = await clinicianOf(t);
      const data = (await call(t, session, 'GET', `/api/nppes/${SAMPLE.npNpi}`)).json().data;
      expect(data.licenses).toEqual([expect.objectContaining({ record_type: 'rn_license', state: 'CA' })]);
    });

    it('answers 400 for a number failing the NPI rule and 404 lookup.not-found for an unknown one', async () => {
      const { session } = await clinicianOf(t);
      for (const number of ['1234567890', '12345']) {
        const response = await call(t, session, 'GET', `/api/nppes/${number}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.details).toEqual([
          { path: 'params.number', message: 'validation.npi-invalid' },
        ]);
      }
      const unknown = await call(t, session, 'GET', `/api/nppes/${SAMPLE.unknownNpi}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toMatchObject({
        code: 'lookup.not-found',
        message: 'We found no record for this in NPPES. You can enter this information yourself.',
      });
    });

    it('answers 503 lookup.unavailable when NPPES fails or times out, and audits the failure', async () => {
      const { user, session } = await clinicianOf(broken);
      const failed = await call(broken, session, 'GET', `/api/nppes/${SAMPLE.physicianNpi}`);
      expect(failed.statusCode).toBe(503);
      expect(failed.json().error).toMatchObject({
        code: 'lookup.unavailable',
        message: 'We could not reach NPPES. You can enter this information yourself.',
      });
      const audit = await broken.database.db
        .selectFrom('audit_log')
        .select(['action', 'outcome', 'details'])
        .where('user_id', '=', user.id)
        .where('action', 'like', 'lookup.%')
        .execute();
      expect(audit).toEqual([
        { action: 'lookup.nppes', outcome: 'failure', details: { code: 'lookup.unavailable' } },
      ]);

      const slowSession = (await clinicianOf(slow)).session;
      const timedOut = await call(slow, slowSession, 'GET', `/api/nppes/${SAMPLE.physicianNpi}`);
      expect(timedOut.statusCode).toBe(503);
      expect(timedOut.json().error.code).toBe('lookup.unavailable');
      expect(stub.requests[0]?.url.searchParams.get('number')).toBe(SAMPLE.physicianNpi);
    });

    it('answers 401 without a session', async () => {
      expect((await call(t, null, 'GET', `/api/nppes/${SAMPLE.physicianNpi}`)).statusCode).toBe(401);
    });

    it('limits registry look-ups per account with 429 and Retry-After', async () => {
      const { session } = await clinicianOf(t);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await call(t, session, 'GET', `/api/nppes/${SAMPLE.physicianNpi}`)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const limited = await call(t, session, 'POST', '/api/fsmb/state_licenses', {
        npi: SAMPLE.physicianNpi,
      });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('GET /api/other_names', () => {
    it("answers NPPES's other names for the NPI saved in the caller's own profile", async () => {
      const { session } = await clinicianOf(t, SAMPLE.npNpi);
      const response = await call(t, session, 'GET', '/api/other_names');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        {
          type: expect.any(String),
          first_name: expect.any(String),
          middle_name: expect.any(String),
          last_name: expect.any(String),
          credential: expect.any(String),
          source: 'NPPES',
        },
      ]);
    });

    it('answers [] without a saved NPI (never another user’s) or when NPPES has no other names', async () => {
      const { session } = await clinicianOf(t);
      expect((await call(t, session, 'GET', '/api/other_names')).json().data).toEqual([]);
      const none = await clinicianOf(t, '1720966310');
      expect((await call(t, none.session, 'GET', '/api/other_names')).json().data).toEqual([]);
      const unknown = await clinicianOf(t, SAMPLE.unknownNpi);
      expect((await call(t, unknown.session, 'GET', '/api/other_names')).json().data).toEqual([]);
    });

    it('answers 503 when NPPES fails and 401 without a session', async () => {
      const { session } = await clinicianOf(broken, SAMPLE.npNpi);
      const response = await call(broken, session, 'GET', '/api/other_names');
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('lookup.unavailable');
      expect((await call(t, null, 'GET', '/api/other_names')).statusCode).toBe(401);
    });
  });

  describe('GET /api/nursys_enrollment/{id}', () => {
    it('answers only the active licenses as rn_license records', async () => {
      const { session } = await clinicianOf(t);
      const response = await call(t, session, 'GET', `/api/nursys_enrollment/${SAMPLE.npNcsbnId}`);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({
        ncsbn_id: SAMPLE.npNcsbnId,
        last_name: 'DELGADO-REYES',
        source: { name: 'Nursys' },
      });
      expect(
        data.licenses.map((l: { state: string; license_number: string }) => `${l.state} ${l.license_number}`),
      ).toEqual(['CA 612345', 'CA 95012']);
      expect(data.licenses[0]).toEqual({
        record_type: 'rn_license',
        license_number: '612345',
        state: 'CA',
        license_type: expect.any(String),
        expiration_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        active: true,
      });
      const inactive = await call(t, session, 'GET', `/api/nursys_enrollment/${SAMPLE.inactiveNcsbnId}`);
      expect(inactive.json().data.licenses).toEqual([]);
    });

    it('answers 404 lookup.not-found for an unknown id and 400 for one that is not an NCSBN id', async () => {
      const { session } = await clinicianOf(t);
      const unknown = await call(t, session, 'GET', '/api/nursys_enrollment/99999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('lookup.not-found');
      const bad = await call(t, session, 'GET', '/api/nursys_enrollment/RN-123');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details).toEqual([{ path: 'params.id', message: 'request.invalid' }]);
    });

    it('answers 503 when Nursys fails and 401 without a session', async () => {
      const { session } = await clinicianOf(broken);
      const response = await call(broken, session, 'GET', `/api/nursys_enrollment/${SAMPLE.npNcsbnId}`);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toContain('Nursys');
      expect((await call(t, null, 'GET', `/api/nursys_enrollment/${SAMPLE.npNcsbnId}`)).statusCode).toBe(401);
    });
  });

  describe('POST /api/fsmb/state_licenses and /api/fsmb/dea_licenses', () => {
    it('answers the state licenses FSMB holds, inactive ones flagged', async () => {
      const { session } = await clinicianOf(t);
      const response = await call(t, session, 'POST', '/api/fsmb/state_licenses', {
        npi: SAMPLE.physicianNpi,
        first_name: 'Eleanor',
        last_name: 'Whitfield',
        date_of_birth: '1975-03-14',
      });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.source.name).toBe('FSMB');
      expect(data.licenses).toHaveLength(3);
      expect(data.licenses[0]).toEqual({
        record_type: 'state_license',
        license_number: expect.any(String),
        state: expect.stringMatching(/^[A-Z]{2}$/),
        expiration_date: expect.any(String),
        active: true,
        license_type: 'MD',
        board: expect.any(String),
        status: 'Active',
        issue_date: expect.any(String),
      });
      expect(data.licenses.filter((l: { active: boolean }) => !l.active)).toHaveLength(1);
    });

    it('answers DEA registrations as dea records', async () => {
      const { session } = await clinicianOf(t);
      const response = await call(t, session, 'POST', '/api/fsmb/dea_licenses', { npi: SAMPLE.physicianNpi });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.licenses).toEqual([
        {
          record_type: 'dea',
          license_number: expect.stringMatching(/^[A-Z]{2}\d{7}$/),
          state: 'MA',
          expiration_date: expect.any(String),
          active: expect.any(Boolean),
          schedules: expect.arrayContaining(['2']),
          business_activity: expect.any(String),
          check_digit_valid: true,
        },
      ]);
    });

    it('answers an empty list when FSMB knows nobody with that NPI and name', async () => {
      const { session } = await clinicianOf(t);
      const unknown = await call(t, session, 'POST', '/api/fsmb/state_licenses', { npi: SAMPLE.unknownNpi });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json().data.licenses).toEqual([]);
      const otherName = await call(t, session, 'POST', '/api/fsmb/dea_licenses', {
        npi: SAMPLE.physicianNpi,
        last_name: 'Someone',
      });
      expect(otherName.json().data.licenses).toEqual([]);
    });

    it('answers 400 with the fields for bad input', async () => {
      const { session } = await clinicianOf(t);
      const bad = await call(t, session, 'POST', '/api/fsmb/state_licenses', {
        npi: '1234567890',
        date_of_birth: '2099-01-01',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details).toEqual([
        { path: 'npi', message: 'validation.npi-invalid' },
        { path: 'date_of_birth', message: 'date.not-future' },
      ]);
      const missing = await call(t, session, 'POST', '/api/fsmb/dea_licenses', {});
      expect(missing.json().error.details).toEqual([{ path: 'npi', message: 'validation.required' }]);
    });

    it('answers 503 when FSMB fails and 401 without a session', async () => {
      const { session } = await clinicianOf(broken);
      for (const url of ['/api/fsmb/state_licenses', '/api/fsmb/dea_licenses']) {
        const response = await call(broken, session, 'POST', url, { npi: SAMPLE.physicianNpi });
        expect(response.statusCode).toBe(503);
        expect(response.json().error.code).toBe('lookup.unavailable');
        expect((await call(t, null, 'POST', url, { npi: SAMPLE.physicianNpi })).statusCode).toBe(401);
      }
    });
  });
});
