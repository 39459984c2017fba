import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineAdapterConfig, type AdapterConfig } from '../config';
import { sendJson, startStubServer, type StubServer } from '../test-support/stub-server';
import { createNursysAdapter, nursysAdapterOver, toRnLicenseEntries } from './nursys-adapter';
import { createOfflineNursysTransport, renewedExpiry } from './nursys-offline';
import { nursysRetrieveResponseSchema } from './nursys-format';
import { normalizeNurse } from './nursys-normalize';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

describe('Nursys answers (fixtures)', () => {
  const complete = nursysRetrieveResponseSchema.parse(fixture('retrieve-complete.json'));
  const result = normalizeNurse(complete.NurseLookupResponses![0]!, '98765432');

  it('normalizes licenses: 2-letter jurisdiction, Yes/No as active, calendar dates, APRN practices', () => {
    expect(result).toMatchObject({ ncsbnId: '98765432', firstName: 'JAMIE', lastName: 'EXAMPLE' });
    expect(result.licenses[0]).toEqual({
      licenseType: 'RN',
      jurisdiction: 'FL',
      licenseNumber: 'RN9876543',
      active: true,
      status: 'Clear/Active',
      originalDate: '2012-07-19',
      expirationDate: '2026-07-31',
      compactStatus: 'Multistate',
      advancedPractices: [],
    });
    expect(result.licenses[1]?.advancedPractices).toEqual([
      { focusSpecialty: 'Family', prescriptionAuthority: 'Yes', certificationExpirationDate: '2027-12-31' },
    ]);
    expect(result.licenses[2]).toMatchObject({ active: false, status: 'Lapsed' });
  });

  it('keeps only active licenses as rn_license entries (spec 000 §4)', () => {
    expect(toRnLicenseEntries(result)).toEqual([
      { record_type: 'rn_license', license_number: 'RN9876543', state: 'FL' },
      { record_type: 'rn_license', license_number: 'APRN9234567', state: 'FL' },
    ]);
  });
});

describe('offline Nursys (shipped sample, same transaction pattern in memory)', () => {
  const adapter = createNursysAdapter(offlineAdapterConfig());

  it('is the default and answers a sample nurse with active and inactive licenses', async () => {
    expect(adapter.mode).toBe('offline');
    const nurse = await adapter.lookupByNcsbnId('20481357');
    expect(nurse.lastName).toBe('DELGADO-REYES');
    expect(nurse.licenses.map((license) => license.active)).toEqual([true, true, false]);
    expect(toRnLicenseEntries(nurse)).toEqual([
      { record_type: 'rn_license', license_number: '612345', state: 'CA' },
      { record_type: 'rn_license', license_number: '95012', state: 'CA' },
    ]);
  });

  it('answers active licenses renewed as of the day asked (two-year cycles), inactive ones as written', async () => {
    const asOf = (day: string) =>
      nursysAdapterOver(
        'offline',
        createOfflineNursysTransport(undefined, () => day),
        {
          pollIntervalMs: 0,
          maxWaitMs: 1000,
        },
      );
    const expiries = async (day: string, id: string) =>
      (await asOf(day).lookupByNcsbnId(id)).licenses.map((license) => license.expirationDate);
    // Maria's California licenses are written to expire on 2026-11-30: in force that day, renewed the next.
    expect(await expiries('2026-11-30', '20481357')).toEqual(['2026-11-30', '2026-11-30', '2016-03-31']);
    expect(await expiries('2026-12-01', '20481357')).toEqual(['2028-11-30', '2028-11-30', '2016-03-31']);
    // Several cycles at once, and an active license written already past (Texas, 2026-08-31).
    expect(await expiries('2031-01-15', '20481357')).toEqual(['2032-11-30', '2032-11-30', '2016-03-31']);
    expect(await expiries('2026-11-29', '31592468')).toEqual(['2028-08-31', '2028-08-31', '2015-01-31']);
    expect(renewedExpiry('2024-02-29T00:00:00', '2024-03-01')).toBe('2026-02-28T00:00:00');
    expect(renewedExpiry('2027-02-28T00:00:00', '2026-11-29')).toBe('2027-02-28T00:00:00');
  });

  it('gives no entries for a nurse whose only license is inactive', async () => {
    expect(toRnLicenseEntries(await adapter.lookupByNcsbnId('75936802'))).toEqual([]);
  });

  it('throws adapter.not-found for an unknown or malformed NCSBN id', async () => {
    await expect(adapter.lookupByNcsbnId('99999999')).rejects.toMatchObject({ code: 'adapter.not-found' });
    await expect(adapter.lookupByNcsbnId('abc')).rejects.toMatchObject({ code: 'adapter.not-found' });
  });
});

describe('live Nursys client against a stub server', () => {
  let stub: StubServer;
  const retrievals = new Map<string, number>();
  const submitted = new Map<string, string>();

  beforeAll(async () => {
    stub = await startStubServer((request, response) => {
      if (request.url.pathname !== '/nurselookup') return sendJson(response, 404, {});
      if (request.headers.username !== 'credence' || request.headers.password !== 's3cret') {
        return sendJson(response, 200, fixture('submit-refused.json'));
      }
      if (request.method === 'POST') {
        const body = JSON.parse(request.body) as { NurseLookupRequests: { NcsbnId: string }[] };
        const txId = `tx-${submitted.size + 1}`;
        submitted.set(txId, body.NurseLookupRequests[0]!.NcsbnId);
        const answer = fixture('submit-response.json') as { Transaction: { TransactionId: string } };
        answer.Transaction.TransactionId = txId;
        return sendJson(response, 200, answer);
      }
      const txId = request.url.searchParams.get('transactionId') ?? '';
      const count = (retrievals.get(txId) ?? 0) + 1;
      retrievals.set(txId, count);
      const ncsbnId = submitted.get(txId);
      if (ncsbnId === '22222222' || count === 1)
        return sendJson(response, 200, fixture('retrieve-pending.json'));
      if (ncsbnId === '11111111') return sendJson(response, 200, fixture('retrieve-not-found.json'));
      return sendJson(response, 200, fixture('retrieve-complete.json'));
    });
  });
  afterAll(() => stub.close());

  const live = (overrides: Partial<AdapterConfig> = {}) =>
    createNursysAdapter(
      offlineAdapterConfig({
        NURSYS_BASE_URL: stub.baseUrl,
        NURSYS_USERNAME: 'credence',
        NURSYS_PASSWORD: 's3cret',
        NURSYS_POLL_INTERVAL_MS: 10,
        NURSYS_MAX_WAIT_MS: 1000,
        ...overrides,
      }),
    );

  it('posts the batch, then polls until ProcessingCompleteFlag is true', async () => {
    const nurse = await live().lookupByNcsbnId('98765432');
    expect(nurse.licenses).toHaveLength(3);
    const calls = stub.requests.slice(-3);
    expect(calls.map((call) => call.method)).toEqual(['POST', 'GET', 'GET']);
    expect(JSON.parse(calls[0]!.body)).toEqual({ NurseLookupRequests: [{ NcsbnId: '98765432' }] });
    // The transaction the stub answered to this POST (the other tests, in any order, may have made earlier ones).
    const txId = `tx-${submitted.size}`;
    expect(submitted.get(txId)).toBe('98765432');
    expect(calls[1]!.url.search).toBe(`?transactionId=${txId}`);
    expect(retrievals.get(txId)).toBe(2);
  });

  it('maps a failed SuccessFlag to adapter.not-found', async () => {
    await expect(live().lookupByNcsbnId('11111111')).rejects.toMatchObject({
      code: 'adapter.not-found',
      message: 'nursys: nurse not found (errors 4)',
    });
  });

  it('maps a refused transaction (bad credentials) to adapter.bad-response', async () => {
    await expect(live({ NURSYS_PASSWORD: 'wrong' }).lookupByNcsbnId('98765432')).rejects.toMatchObject({
      code: 'adapter.bad-response',
    });
  });

  it('gives up with adapter.timeout when processing never completes within the max wait', async () => {
    await expect(live({ NURSYS_MAX_WAIT_MS: 50 }).lookupByNcsbnId('22222222')).rejects.toMatchObject({
      code: 'adapter.timeout',
    });
  });

  it('refuses a base URL without credentials', () => {
    expect(() => live({ NURSYS_USERNAME: undefined })).toThrow(/NURSYS_USERNAME/);
  });
});
