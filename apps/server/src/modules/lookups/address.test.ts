import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { failingAdapters } from './lookups-test-support';

describe('GET /api/address and /api/address_detail (offline US ZIP data)', () => {
  let t: TestApp;
  let broken: TestApp;
  let session: TestSession;
  let brokenSession: TestSession;

  beforeAll(async () => {
    [t, broken] = await Promise.all([
      // 2 registry look-ups per window means 20 address look-ups.
      createTestApp({ RATE_LIMIT_LOOKUPS_PER_ACCOUNT: '2' }),
      createTestApp({}, { deps: { adapters: failingAdapters('adapter.timeout') } }),
    ]);
    session = await signIn(t.app, await createUser(t.database.db));
    brokenSession = await signIn(broken.app, await createUser(broken.database.db));
  });
  afterAll(async () => {
    await Promise.all([t.close(), broken.close()]);
  });

  const get = (url: string, headers: Record<string, string> = session.headers()) =>
    t.app.inject({ method: 'GET', url, headers });

  it('suggests the place of a ZIP after a street line, and the detail fills the address fields', async () => {
    const response = await get(`/api/address?q=${encodeURIComponent('12 Oak Street, 60601')}&type=address`);
    expect(response.statusCode).toBe(200);
    const [prediction] = response.json().data as { id: string; description: string }[];
    expect(prediction!.description).toBe('12 Oak Street, Chicago, IL 60601');
    const detail = await get(
      `/api/address_detail?q=${encodeURIComponent(prediction!.id)}&f=address_component,formatted_phone_number`,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toEqual({
      line_1: '12 Oak Street',
      line_2: '',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      zip4: '',
      country: 'US',
      phone: '',
    });
  });

  it('defaults the type to address and suggests ZIPs by prefix', async () => {
    const zips = (await get('/api/address?q=6060&type=zip')).json().data as { description: string }[];
    expect(zips.length).toBeGreaterThan(0);
    expect(zips.every((z) => z.description.includes(', IL 6060'))).toBe(true);
    expect((await get('/api/address?q=nothing%20to%20find')).json().data).toEqual([]);
  });

  it('answers 404 lookup.not-found for an unknown place id', async () => {
    const response = await get('/api/address_detail?q=zip:00000');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('lookup.not-found');
  });

  it('answers 400 with the field for bad input', async () => {
    const cases: [string, string][] = [
      ['/api/address?q=', 'querystring.q'],
      ['/api/address?q=60601&type=street', 'querystring.type'],
      ['/api/address_detail', 'querystring.q'],
      ['/api/address_detail?q=zip:60601&f=geometry', 'querystring.f'],
    ];
    for (const [url, path] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.details).toEqual([expect.objectContaining({ path })]);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/address?q=60601' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/address_detail?q=zip:60601' })).statusCode).toBe(
      401,
    );
  });

  it('answers 503 lookup.unavailable when the places provider fails or times out', async () => {
    for (const url of ['/api/address?q=60601', '/api/address_detail?q=zip:60601']) {
      const response = await broken.app.inject({ method: 'GET', url, headers: brokenSession.headers() });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatchObject({
        code: 'lookup.unavailable',
        message: 'We could not reach the address service. You can enter this information yourself.',
      });
    }
  });

  it('limits address look-ups per account (10 times the registry limit)', async () => {
    const limited = await signIn(t.app, await createUser(t.database.db));
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await get('/api/address?q=60601&type=zip', limited.headers())).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another account is not held back.
    expect((await get('/api/address?q=60601&type=zip')).statusCode).toBe(200);
  });
});
