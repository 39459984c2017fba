import { readFileSync } from 'node:fs';
import { isValidDea } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineAdapterConfig } from '../config';
import { sendJson, startStubServer, type StubServer } from '../test-support/stub-server';
import { createFsmbAdapter } from './fsmb-adapter';
import sample from './data/sample-practitioners.json' with { type: 'json' };

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

describe('offline FSMB (shipped sample keyed by NPI)', () => {
  const adapter = createFsmbAdapter(offlineAdapterConfig());

  it('ships DEA numbers that pass the shared check-digit rule', () => {
    const numbers = sample.practitioners.flatMap((p) => p.registrations.map((r) => r.deaNumber));
    expect(numbers.length).toBeGreaterThanOrEqual(5);
    for (const number of numbers) expect(isValidDea(number)).toBe(true);
  });

  it('finds a physician’s state licenses, active and not', async () => {
    const licenses = await adapter.findStateLicenses({ npi: '1309124570', lastName: 'Whitfield' });
    expect(licenses.map((l) => [l.state, l.number, l.active])).toEqual([
      ['MA', '267891', true],
      ['NY', '312456', true],
      ['CT', '051234', false],
    ]);
    expect(licenses[0]).toMatchObject({
      board: 'Massachusetts Board of Registration in Medicine',
      source: 'fsmb',
    });
  });

  it('finds DEA registrations with schedules', async () => {
    const [registration] = await adapter.findDeaRegistrations({ npi: '1904388257' });
    expect(registration).toEqual({
      number: 'MC7391042',
      state: 'AZ',
      expirationDate: '2026-10-31',
      schedules: ['2', '2N', '3', '3N', '4', '5'],
      businessActivity: 'Practitioner',
      checkDigitValid: true,
      source: 'fsmb',
    });
  });

  it('finds nothing for an unknown NPI, an invalid NPI or a last name that disagrees', async () => {
    expect(await adapter.findStateLicenses({ npi: '1588472039' })).toEqual([]);
    expect(await adapter.findStateLicenses({ npi: '1309124571' })).toEqual([]);
    expect(await adapter.findStateLicenses({ npi: '1309124570', lastName: 'Someone' })).toEqual([]);
  });
});

describe('live FSMB client against a stub server', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer((request, response) => {
      if (request.headers['x-api-key'] !== 'key-1') return sendJson(response, 401, {});
      const { npi } = JSON.parse(request.body) as { npi: string };
      if (npi === '1499230674') return sendJson(response, 404, {});
      if (npi === '1277615484') return sendJson(response, 200, fixture('bad-format.json'));
      if (request.url.pathname === '/v1/licenses/search')
        return sendJson(response, 200, fixture('licenses-answer.json'));
      if (request.url.pathname === '/v1/dea-registrations/search') {
        return sendJson(response, 200, fixture('dea-answer.json'));
      }
      return sendJson(response, 404, {});
    });
  });
  afterAll(() => stub.close());

  const live = (apiKey = 'key-1') =>
    createFsmbAdapter(offlineAdapterConfig({ FSMB_BASE_URL: stub.baseUrl, FSMB_API_KEY: apiKey }));

  it('posts the practitioner (never in the URL) and reads the licenses', async () => {
    const licenses = await live().findStateLicenses({
      npi: '1234567893',
      firstName: 'Alex',
      lastName: 'Sample',
    });
    expect(licenses.map((l) => [l.state, l.active, l.expirationDate])).toEqual([
      ['CA', true, '2026-05-31'],
      ['NV', false, null],
    ]);
    const request = stub.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url.search).toBe('');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      npi: '1234567893',
      firstName: 'Alex',
      lastName: 'Sample',
    });
  });

  it('reads DEA registrations and flags a failing check digit', async () => {
    const registrations = await live().findDeaRegistrations({ npi: '1234567893' });
    expect(registrations.map((r) => [r.number, r.checkDigitValid])).toEqual([
      ['AB1234563', true],
      ['AB1234564', false],
    ]);
  });

  it('answers [] on 404, bad-response on a wrong format, unavailable on a refused key', async () => {
    expect(await live().findStateLicenses({ npi: '1499230674' })).toEqual([]);
    await expect(live().findStateLicenses({ npi: '1277615484' })).rejects.toMatchObject({
      code: 'adapter.bad-response',
    });
    await expect(live('other').findDeaRegistrations({ npi: '1234567893' })).rejects.toMatchObject({
      code: 'adapter.unavailable',
    });
  });

  it('needs an API key with a base URL', () => {
    expect(() => createFsmbAdapter(offlineAdapterConfig({ FSMB_BASE_URL: stub.baseUrl }))).toThrow(
      /FSMB_API_KEY/,
    );
  });
});
