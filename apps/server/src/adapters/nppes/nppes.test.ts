import { readFileSync } from 'node:fs';
import { isValidNpi } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineAdapterConfig } from '../config';
import { startStubServer, sendJson, type StubServer } from '../test-support/stub-server';
import { createNppesAdapter, createOfflineNppesAdapter, readNppesAnswer } from './nppes-adapter';
import sample from './data/sample-practitioners.json' with { type: 'json' };

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

describe('NPPES v2.1 answers (fixtures)', () => {
  it('normalizes a number lookup: names, both address kinds, phone digits, zip5/zip4, taxonomies', () => {
    const [provider] = readNppesAnswer(fixture('number-lookup.json'));
    expect(provider).toMatchObject({
      npi: '1234567893',
      enumerationType: 'NPI-1',
      status: 'A',
      firstName: 'ALEX',
      lastName: 'SAMPLE',
      middleName: 'J',
      credential: 'MD',
      source: 'nppes',
    });
    expect(provider?.addresses).toEqual([
      expect.objectContaining({
        purpose: 'MAILING',
        line1: 'PO BOX 4410',
        line2: '',
        zip5: '94120',
        zip4: '0410',
      }),
      expect.objectContaining({
        purpose: 'LOCATION',
        line2: 'STE 210',
        city: 'SAN FRANCISCO',
        state: 'CA',
        zip5: '94103',
        zip4: '',
        phone: '4155550101',
      }),
    ]);
    expect(provider?.taxonomies.find((t) => t.primary)).toEqual({
      code: '207RC0000X',
      description: 'Internal Medicine, Cardiovascular Disease',
      license: 'A123456',
      state: 'CA',
      primary: true,
    });
    expect(provider?.otherNames).toEqual([
      { type: 'Former Name', firstName: 'ALEX', lastName: 'EXAMPLE', middleName: '', credential: 'MD' },
    ]);
  });

  it('reads result_count 0 as nobody found', () => {
    expect(readNppesAnswer(fixture('no-results.json'))).toEqual([]);
  });

  it('turns the Errors form into a bad-response naming only the field', () => {
    expect(() => readNppesAnswer(fixture('errors.json'))).toThrow(
      expect.objectContaining({ code: 'adapter.bad-response', message: 'nppes: query refused: number (03)' }),
    );
  });

  it('rejects an answer missing required fields', () => {
    expect(() => readNppesAnswer(fixture('bad-format.json'))).toThrow(
      expect.objectContaining({ code: 'adapter.bad-response' }),
    );
  });
});

describe('offline NPPES (shipped sample)', () => {
  const adapter = createNppesAdapter(offlineAdapterConfig());

  it('is the default without NPPES_BASE_URL and ships ten practitioners with valid NPIs', () => {
    expect(adapter.mode).toBe('offline');
    expect(sample.results).toHaveLength(10);
    for (const result of sample.results) expect(isValidNpi(result.number)).toBe(true);
  });

  it('finds a sample NP by NPI, with a former name and a state license', async () => {
    const np = await adapter.lookupNpi('1588472039');
    expect(np).toMatchObject({ lastName: 'DELGADO-REYES', credential: 'APRN, FNP-C' });
    expect(np?.taxonomies[0]).toMatchObject({ code: '363LF0000X', state: 'CA', license: '95012' });
    expect(np?.otherNames[0]).toMatchObject({ type: 'Former Name', lastName: 'DELGADO' });
  });

  it('answers null for an unknown NPI and for one failing the check digit', async () => {
    expect(await adapter.lookupNpi('1234567893')).toBeNull();
    expect(await adapter.lookupNpi('1588472038')).toBeNull();
  });

  it('searches by name with NPPES wildcard rules and a state filter', async () => {
    const byPrefix = await adapter.searchByName({ lastName: 'wh*' });
    expect(byPrefix.map((p) => p.lastName).sort()).toEqual(['WHITEHORSE', 'WHITFIELD']);
    expect(await adapter.searchByName({ lastName: 'wh*', state: 'nm' })).toHaveLength(1);
    expect(await adapter.searchByName({ lastName: 'WHIT' })).toEqual([]);
    expect(await adapter.searchByName({ lastName: 'w*' })).toEqual([]);
    expect(await adapter.searchByName({ firstName: 'Priya', lastName: 'Raman', limit: 1 })).toHaveLength(1);
  });

  it('covers an NP, a CNS, an MD, a PA and a CRNA', () => {
    const offline = createOfflineNppesAdapter();
    const codes = sample.results.flatMap((r) => r.taxonomies.map((t) => t.code));
    expect(codes).toEqual(
      expect.arrayContaining(['363LF0000X', '364SC0200X', '207RC0000X', '363A00000X', '367500000X']),
    );
    expect(offline.mode).toBe('offline');
  });
});

describe('live NPPES client against a stub server', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer((request, response) => {
      const number = request.url.searchParams.get('number');
      if (request.url.pathname !== '/api/' || request.url.searchParams.get('version') !== '2.1') {
        return sendJson(response, 404, {});
      }
      if (number === '1234567893') return sendJson(response, 200, fixture('number-lookup.json'));
      if (number === '1000000020') return new Promise<void>((resolve) => setTimeout(resolve, 500));
      if (number === '1588472039') return sendJson(response, 503, {});
      if (request.url.searchParams.get('last_name') === 'SAMPLE') {
        return sendJson(response, 200, fixture('number-lookup.json'));
      }
      return sendJson(response, 200, fixture('no-results.json'));
    });
  });
  afterAll(() => stub.close());

  const live = (timeoutMs = 2000) =>
    createNppesAdapter(offlineAdapterConfig({ NPPES_BASE_URL: stub.baseUrl, ADAPTER_TIMEOUT_MS: timeoutMs }));

  it('looks up a number with version=2.1 and normalizes the answer', async () => {
    const provider = await live().lookupNpi('1234567893');
    expect(provider?.npi).toBe('1234567893');
    expect(stub.requests.at(-1)?.url.search).toBe('?version=2.1&number=1234567893');
  });

  it('answers null when NPPES finds nobody, and never calls it for an invalid NPI', async () => {
    expect(await live().lookupNpi('1499230674')).toBeNull();
    const before = stub.requests.length;
    expect(await live().lookupNpi('1234567890')).toBeNull();
    expect(stub.requests).toHaveLength(before);
  });

  it('sends the documented name-search parameters', async () => {
    const found = await live().searchByName({
      firstName: 'al*',
      lastName: 'SAMPLE',
      state: 'ca',
      limit: 500,
    });
    expect(found).toHaveLength(1);
    const params = stub.requests.at(-1)?.url.searchParams;
    expect(Object.fromEntries(params ?? [])).toEqual({
      version: '2.1',
      enumeration_type: 'NPI-1',
      first_name: 'al*',
      last_name: 'SAMPLE',
      state: 'CA',
      limit: '200',
    });
  });

  it('maps a 503 to adapter.unavailable and a slow answer to adapter.timeout', async () => {
    await expect(live().lookupNpi('1588472039')).rejects.toMatchObject({ code: 'adapter.unavailable' });
    await expect(live(100).lookupNpi('1000000020')).rejects.toMatchObject({ code: 'adapter.timeout' });
  });

  it('maps a refused connection to adapter.unavailable', async () => {
    const closed = await startStubServer(() => undefined);
    await closed.close();
    const adapter = createNppesAdapter(offlineAdapterConfig({ NPPES_BASE_URL: closed.baseUrl }));
    await expect(adapter.lookupNpi('1234567893')).rejects.toMatchObject({ code: 'adapter.unavailable' });
  });
});
