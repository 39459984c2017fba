import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineAdapterConfig } from '../config';
import { sendJson, startStubServer, type StubServer } from '../test-support/stub-server';
import { createDeaAdapter, deaLastName } from './dea-adapter';

describe('DEA registration validation', () => {
  it('offline: finds the NP’s registration by number, with schedules and expiry', async () => {
    const adapter = createDeaAdapter(offlineAdapterConfig());
    const record = await adapter.findRegistration('md7305180');
    expect(record).toMatchObject({
      stateCode: 'CA',
      expirationDate: '2027-09-30',
      schedules: ['2', '2N', '3', '3N', '4', '5'],
    });
    expect(deaLastName(record!)).toBe('DELGADO-REYES');
    expect(await adapter.findRegistration('AB1234563')).toBeNull();
    // A number failing the check digit is never looked up.
    expect(await adapter.findRegistration('MD7305181')).toBeNull();
  });

  describe('live, against a stub server', () => {
    let stub: StubServer;
    beforeAll(async () => {
      stub = await startStubServer((request, response) => {
        if (request.headers['x-api-key'] !== 'key-1') return sendJson(response, 401, {});
        const { deaNumber } = JSON.parse(request.body) as { deaNumber: string };
        if (deaNumber === 'AB1234563') return sendJson(response, 404, {});
        if (deaNumber === 'FW4829137') return sendJson(response, 200, { registration: { deaNumber } });
        return sendJson(response, 200, {
          registration: {
            deaNumber,
            name: 'SAMPLE, ALEX',
            stateCode: 'CA',
            expirationDate: '2028-01-31',
            schedules: ['2', '3'],
            businessActivity: 'Practitioner',
          },
        });
      });
    });
    afterAll(() => stub.close());
    const live = (key = 'key-1') =>
      createDeaAdapter(offlineAdapterConfig({ DEA_BASE_URL: stub.baseUrl, DEA_API_KEY: key }));

    it('POSTs the number (never in the URL) and reads the registration; 404 is none', async () => {
      expect((await live().findRegistration('MD7305180'))?.name).toBe('SAMPLE, ALEX');
      expect(stub.requests.at(-1)!.url.search).toBe('');
      expect(await live().findRegistration('AB1234563')).toBeNull();
    });

    it('a refused key is unavailable; another shape is a bad answer', async () => {
      await expect(live('no').findRegistration('MD7305180')).rejects.toMatchObject({
        code: 'adapter.unavailable',
      });
      await expect(live().findRegistration('FW4829137')).rejects.toMatchObject({
        code: 'adapter.bad-response',
      });
    });
  });
});
