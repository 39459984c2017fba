import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Of } from '../list-file';
import { offlineAdapterConfig } from '../config';
import { startStubServer, type StubServer } from '../test-support/stub-server';
import { createMedicareOptOutAdapter, readOptOutFile } from './medicare-optout-adapter';

const text = (url: URL) => readFileSync(url, 'utf8');
const bytes = (url: URL) => readFileSync(url);
const SAMPLE = new URL('./data/optout-sample.csv', import.meta.url);
const REORDERED = new URL('./fixtures/optout-reordered.csv', import.meta.url);

describe('the CMS Medicare opt-out file (CSV by NPI)', () => {
  it('reads rows by header name, whatever the column order, a BOM or quoted fields', () => {
    for (const file of [SAMPLE, REORDERED]) {
      const rows = readOptOutFile(text(file));
      expect([...rows.keys()]).toEqual(['1277615484', '1765432194', '1234567893']);
      expect(rows.get('1234567893')).toMatchObject({
        firstName: 'DARRAGH',
        lastName: "O'NEILL",
        effectiveDate: '2025-03-15',
        endDate: '2027-03-15',
      });
    }
  });

  it('refuses a file without the columns it needs (a bad answer, not "nobody opted out")', () => {
    expect(() => readOptOutFile(text(new URL('./fixtures/optout-bad-header.csv', import.meta.url)))).toThrow(
      /lacks column/,
    );
  });

  it('offline: screens on the shipped sample and cites its SHA-256', async () => {
    const adapter = createMedicareOptOutAdapter(offlineAdapterConfig());
    expect(adapter.mode).toBe('offline');
    const hit = await adapter.screenNpi('1277615484');
    expect(hit.record?.raw['Last Name']).toBe('ADEBAYO');
    expect(hit.snapshot).toMatchObject({
      origin: 'sample:optout-sample.csv',
      sha256: sha256Of(bytes(SAMPLE)),
    });
    expect((await adapter.screenNpi('1588472039')).record).toBeNull();
  });

  describe('live, against a stub server', () => {
    let stub: StubServer;
    let status = 200;
    beforeAll(async () => {
      stub = await startStubServer((_request, response) => {
        response.statusCode = status;
        response.setHeader('content-type', 'text/csv');
        response.end(status === 200 ? bytes(REORDERED) : '');
      });
    });
    afterAll(() => stub.close());

    it('fetches the configured URL once a day and cites what it fetched', async () => {
      let now = Date.parse('2026-11-25T00:00:00Z');
      const clock = () => new Date(now);
      const adapter = createMedicareOptOutAdapter(
        offlineAdapterConfig({ MEDICARE_OPTOUT_URL: `${stub.baseUrl}/optout.csv` }),
        { clock },
      );
      expect(adapter.mode).toBe('live');
      const { record, snapshot } = await adapter.screenNpi('1765432194');
      expect(record?.lastName).toBe('ASHCOMBE');
      expect(snapshot).toEqual({
        origin: `${stub.baseUrl}/optout.csv`,
        sha256: sha256Of(bytes(REORDERED)),
        fetchedAt: '2026-11-25T00:00:00.000Z',
      });
      await adapter.screenNpi('1277615484');
      expect(stub.requests).toHaveLength(1);
      now += 24 * 60 * 60 * 1000;
      await adapter.screenNpi('1277615484');
      expect(stub.requests).toHaveLength(2);
    });

    it('a failing source is adapter.unavailable, and the next call tries again', async () => {
      status = 503;
      const adapter = createMedicareOptOutAdapter(
        offlineAdapterConfig({ MEDICARE_OPTOUT_URL: `${stub.baseUrl}/optout.csv` }),
      );
      await expect(adapter.screenNpi('1277615484')).rejects.toMatchObject({ code: 'adapter.unavailable' });
      status = 200;
      expect((await adapter.screenNpi('1277615484')).record?.npi).toBe('1277615484');
    });
  });
});
