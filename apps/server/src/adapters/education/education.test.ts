import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineAdapterConfig } from '../config';
import { sendJson, startStubServer, type StubServer } from '../test-support/stub-server';
import { createEducationAdapter, degreeAnswerSchema } from './education-adapter';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

describe('education verification (NSC-style)', () => {
  it('the fixtures are the format', () => {
    expect(degreeAnswerSchema.parse(fixture('confirmed.json')).record?.degree).toBe('MD');
    expect(degreeAnswerSchema.parse(fixture('no-record.json')).status).toBe('NO_RECORD');
  });

  it('offline: confirms a degree in the sample, and reports none for one that is not', async () => {
    const adapter = createEducationAdapter(offlineAdapterConfig());
    const query = {
      firstName: 'Maria',
      lastName: 'Delgado-Reyes',
      institutionName: 'University of California, San Francisco',
      degree: 'MSN',
    };
    expect(await adapter.verifyDegree(query)).toMatchObject({
      status: 'CONFIRMED',
      record: { award_date: '2012-12-14', degree: 'MSN' },
    });
    expect((await adapter.verifyDegree({ ...query, degree: 'DNP' })).status).toBe('NO_RECORD');
  });

  describe('live, against a stub server', () => {
    let stub: StubServer;
    beforeAll(async () => {
      stub = await startStubServer((request, response) => {
        if (request.headers['x-api-key'] !== 'key-1') return sendJson(response, 403, {});
        const { lastName } = JSON.parse(request.body) as { lastName: string };
        if (lastName === 'Broken') return sendJson(response, 200, { status: 'MAYBE' });
        return sendJson(response, 200, fixture(lastName === 'Sample' ? 'confirmed.json' : 'no-record.json'));
      });
    });
    afterAll(() => stub.close());
    const live = (key = 'key-1') =>
      createEducationAdapter(
        offlineAdapterConfig({ EDUCATION_BASE_URL: stub.baseUrl, EDUCATION_API_KEY: key }),
      );
    const query = {
      firstName: 'Alex',
      lastName: 'Sample',
      institutionName: 'Sample State University',
      degree: 'MD',
    };

    it('POSTs to /v1/degree-verifications and reads CONFIRMED and NO_RECORD', async () => {
      expect((await live().verifyDegree(query)).status).toBe('CONFIRMED');
      expect((await live().verifyDegree({ ...query, lastName: 'Other' })).status).toBe('NO_RECORD');
      expect(stub.requests.at(-1)!.url.pathname).toBe('/v1/degree-verifications');
    });

    it('a refused key is unavailable; another shape is a bad answer', async () => {
      await expect(live('wrong').verifyDegree(query)).rejects.toMatchObject({ code: 'adapter.unavailable' });
      await expect(live().verifyDegree({ ...query, lastName: 'Broken' })).rejects.toMatchObject({
        code: 'adapter.bad-response',
      });
    });
  });
});
