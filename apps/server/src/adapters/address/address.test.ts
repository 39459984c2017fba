import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineAdapterConfig } from '../config';
import { sendJson, startStubServer, type StubServer } from '../test-support/stub-server';
import { createAddressAdapter } from './address-adapter';
import { zipIndex } from './zip-index';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

describe('offline address (shipped US ZIP data, no street database)', () => {
  const adapter = createAddressAdapter(offlineAdapterConfig());

  it('covers the US ZIP space, territories included', () => {
    expect(adapter.mode).toBe('offline');
    const { byZip } = zipIndex();
    expect(byZip.size).toBeGreaterThan(40_000);
    expect(byZip.get('94103')).toEqual({ zip: '94103', city: 'San Francisco', state: 'CA' });
    expect(byZip.get('00901')?.state).toBe('PR');
  });

  it('suggests ZIP codes by prefix and fills city and state from the one picked', async () => {
    const predictions = await adapter.suggest({ q: '9410', type: 'zip' });
    expect(predictions[0]).toEqual({ id: 'zip:94101', description: 'San Francisco, CA 94101' });
    expect(predictions.length).toBeLessThanOrEqual(10);
    expect(await adapter.detail({ id: 'zip:94103' })).toEqual({
      line1: '',
      line2: '',
      city: 'San Francisco',
      state: 'CA',
      zip: '94103',
      zip4: '',
      country: 'US',
      phone: '',
    });
  });

  it('suggests cities by prefix, optionally within a state', async () => {
    const inIllinois = await adapter.suggest({ q: 'Springf, IL', type: 'city' });
    expect(inIllinois).toEqual([{ id: 'city:IL:Springfield', description: 'Springfield, IL' }]);
    const anywhere = await adapter.suggest({ q: 'springfield', type: 'city' });
    expect(anywhere.length).toBeGreaterThan(5);
    expect(await adapter.detail({ id: 'city:IL:Springfield' })).toMatchObject({
      city: 'Springfield',
      zip: '',
    });
  });

  it('keeps the typed street line and completes the place from a ZIP or a city and state', async () => {
    const [byZip] = await adapter.suggest({ q: '12 Fictional Way, Apt 3 94103', type: 'address' });
    expect(byZip?.description).toBe('12 Fictional Way, San Francisco, CA 94103');
    expect(await adapter.detail({ id: byZip!.id })).toMatchObject({
      line1: '12 Fictional Way',
      city: 'San Francisco',
      state: 'CA',
      zip: '94103',
    });
    const byCity = await adapter.suggest({ q: '9 Elm St, Springfield, IL', type: 'address' });
    expect(byCity.length).toBeGreaterThan(0);
    expect(byCity[0]?.description).toMatch(/^9 Elm St, Springfield, IL \d{5}$/);
  });

  it('suggests nothing it cannot back with data, and refuses unknown ids', async () => {
    expect(await adapter.suggest({ q: '12 Main Street', type: 'address' })).toEqual([]);
    expect(await adapter.suggest({ q: '12 Main Street 00000', type: 'address' })).toEqual([]);
    expect(await adapter.suggest({ q: '9', type: 'zip' })).toEqual([]);
    await expect(adapter.detail({ id: 'zip:00000' })).rejects.toMatchObject({ code: 'adapter.not-found' });
    await expect(adapter.detail({ id: 'nonsense' })).rejects.toMatchObject({ code: 'adapter.not-found' });
  });
});

describe('places provider client against a stub server', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer((request, response) => {
      const params = request.url.searchParams;
      if (params.get('key') !== 'places-key') return sendJson(response, 200, fixture('request-denied.json'));
      if (request.url.pathname === '/maps/api/place/autocomplete/json') {
        const input = params.get('input');
        return sendJson(
          response,
          200,
          fixture(input === 'nowhere' ? 'zero-results.json' : 'autocomplete.json'),
        );
      }
      if (request.url.pathname === '/maps/api/place/details/json') {
        const found = params.get('place_id') === 'ChIJ-example-place-0001';
        return sendJson(response, 200, fixture(found ? 'details.json' : 'details-not-found.json'));
      }
      return sendJson(response, 404, {});
    });
  });
  afterAll(() => stub.close());

  const live = (key = 'places-key') =>
    createAddressAdapter(
      offlineAdapterConfig({ PLACES_BASE_URL: `${stub.baseUrl}/maps/api`, PLACES_API_KEY: key }),
    );

  it('asks for predictions in the US with the type filter, and maps place_id/description', async () => {
    const predictions = await live().suggest({ q: '1 Example', type: 'address' });
    expect(predictions).toEqual([
      {
        id: 'ChIJ-example-place-0001',
        description: '1 Example Medical Center Drive, San Francisco, CA, USA',
      },
      { id: 'ChIJ-example-place-0002', description: '1 Example Plaza, Oakland, CA, USA' },
    ]);
    const params = Object.fromEntries(stub.requests.at(-1)!.url.searchParams);
    expect(params).toEqual({
      input: '1 Example',
      types: 'address',
      components: 'country:us',
      key: 'places-key',
    });
    await live().suggest({ q: '941', type: 'zip' });
    expect(stub.requests.at(-1)!.url.searchParams.get('types')).toBe('postal_code');
  });

  it('reads address_components and formatted_phone_number into our fields', async () => {
    const detail = await live().detail({ id: 'ChIJ-example-place-0001' });
    expect(detail).toEqual({
      line1: '1 Example Medical Center Drive',
      line2: 'Suite 210',
      city: 'San Francisco',
      state: 'CA',
      zip: '94158',
      zip4: '2549',
      country: 'US',
      phone: '4155550100',
    });
    expect(stub.requests.at(-1)!.url.searchParams.get('fields')).toBe(
      'address_component,formatted_phone_number',
    );
    const withoutPhone = await live().detail({
      id: 'ChIJ-example-place-0001',
      fields: ['address_component'],
    });
    expect(withoutPhone.phone).toBe('');
  });

  it('maps ZERO_RESULTS to [], NOT_FOUND to adapter.not-found and REQUEST_DENIED to adapter.unavailable', async () => {
    expect(await live().suggest({ q: 'nowhere', type: 'city' })).toEqual([]);
    await expect(live().detail({ id: 'gone' })).rejects.toMatchObject({ code: 'adapter.not-found' });
    await expect(live('wrong').suggest({ q: '1 Example', type: 'address' })).rejects.toMatchObject({
      code: 'adapter.unavailable',
    });
  });

  it('never puts the API key in an error message', async () => {
    const error = await live('wrong')
      .suggest({ q: '1 Example', type: 'address' })
      .then(
        () => undefined,
        (e: unknown) => e as Error,
      );
    expect(error?.message).toMatch(/^places: autocomplete: REQUEST_DENIED$/);
  });
});
