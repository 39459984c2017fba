import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineAdapterConfig } from '../config';
import { sendJson, startStubServer, type StubServer } from '../test-support/stub-server';
import { createBoardCertAdapter, isActiveCertification } from './board-cert-adapter';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

describe('board certification (offline sample)', () => {
  const adapter = createBoardCertAdapter(offlineAdapterConfig());

  it('finds the NP’s AANP certification by NPI, last name and board', async () => {
    expect(adapter.mode).toBe('offline');
    const [record] = await adapter.findCertifications({
      npi: '1588472039',
      lastName: 'Delgado-Reyes',
      boardId: 'aanp',
    });
    expect(record).toMatchObject({
      certificateNumber: 'F0813527',
      status: 'Active',
      expirationDate: '2027-05-31',
    });
    expect(isActiveCertification(record!)).toBe(true);
  });

  it('finds nothing for another board, a last name that disagrees, and reports a lapsed one as such', async () => {
    expect(
      await adapter.findCertifications({ npi: '1588472039', lastName: 'Delgado-Reyes', boardId: 'ancc' }),
    ).toEqual([]);
    expect(
      await adapter.findCertifications({ npi: '1588472039', lastName: 'Someone', boardId: 'aanp' }),
    ).toEqual([]);
    const [lapsed] = await adapter.findCertifications({
      npi: '1433509183',
      lastName: 'Lindqvist',
      boardId: 'nbcrna',
    });
    expect(isActiveCertification(lapsed!)).toBe(false);
  });
});

describe('board certification, live against a stub server', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer((request, response) => {
      if (request.headers['x-api-key'] !== 'key-1') return sendJson(response, 401, {});
      const { npi } = JSON.parse(request.body) as { npi: string };
      if (npi === '1499230674') return sendJson(response, 404, {});
      if (npi === '1167022940') return sendJson(response, 200, fixture('bad-format.json'));
      return sendJson(response, 200, fixture('certifications-answer.json'));
    });
  });
  afterAll(() => stub.close());
  const live = (key = 'key-1') =>
    createBoardCertAdapter(
      offlineAdapterConfig({ BOARD_CERT_BASE_URL: stub.baseUrl, BOARD_CERT_API_KEY: key }),
    );

  it('POSTs the query (no personal values in the URL) and reads the answer', async () => {
    const records = await live().findCertifications({
      npi: '1309124570',
      lastName: 'Whitfield',
      boardId: 'abim',
    });
    expect(records.map((r) => r.certificateNumber)).toEqual(['100001']);
    const request = stub.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/certifications/search');
    expect(request.url.search).toBe('');
  });

  it('404 is none; a refused key is unavailable; another shape is a bad answer', async () => {
    expect(await live().findCertifications({ npi: '1499230674', lastName: 'N', boardId: 'abim' })).toEqual(
      [],
    );
    await expect(
      live('wrong').findCertifications({ npi: '1309124570', lastName: 'W', boardId: 'abim' }),
    ).rejects.toMatchObject({
      code: 'adapter.unavailable',
    });
    await expect(
      live().findCertifications({ npi: '1167022940', lastName: 'R', boardId: 'abim' }),
    ).rejects.toMatchObject({
      code: 'adapter.bad-response',
    });
  });
});
