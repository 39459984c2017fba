import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineAdapterConfig } from '../config';
import { sendJson, startStubServer, type StubServer } from '../test-support/stub-server';
import { createIdentityAdapter } from './identity-adapter';

describe('identity sandbox (offline default)', () => {
  const adapter = createIdentityAdapter(offlineAdapterConfig());

  it.each([
    ['Passmore', 'finished'],
    ['FAILSAFE', 'invalid'],
    ['Pending', 'pending'],
    ['Rivera', 'pending'],
  ] as const)('last name %s ends %s, after a pending start', async (lastName, outcome) => {
    expect(adapter.mode).toBe('sandbox');
    const { applicantId } = await adapter.createApplicant({ firstName: 'Test', lastName });
    const started = await adapter.startCheck(applicantId);
    expect(started.status).toBe('pending');
    expect(await adapter.getCheck(started.checkId)).toEqual({ checkId: started.checkId, status: outcome });
  });

  it('refuses ids it did not issue', async () => {
    await expect(adapter.getCheck('chk_123')).rejects.toMatchObject({ code: 'adapter.not-found' });
    const { applicantId } = await adapter.createApplicant({ firstName: 'Test', lastName: 'Pass' });
    await expect(adapter.getCheck(applicantId)).rejects.toMatchObject({ code: 'adapter.not-found' });
  });
});

describe('Onfido-style client against a stub server', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer((request, response) => {
      if (request.headers.authorization !== 'Token token=id-key') return sendJson(response, 401, {});
      const path = request.url.pathname;
      if (request.method === 'POST' && path === '/v3.6/applicants')
        return sendJson(response, 201, { id: 'app-1' });
      if (request.method === 'POST' && path === '/v3.6/checks') {
        return sendJson(response, 201, { id: 'chk-1', status: 'in_progress', result: null });
      }
      if (path === '/v3.6/checks/chk-1')
        return sendJson(response, 200, { id: 'chk-1', status: 'complete', result: 'clear' });
      if (path === '/v3.6/checks/chk-2') {
        return sendJson(response, 200, { id: 'chk-2', status: 'complete', result: 'consider' });
      }
      return sendJson(response, 404, { error: { type: 'resource_not_found' } });
    });
  });
  afterAll(() => stub.close());

  const live = (key = 'id-key') =>
    createIdentityAdapter(
      offlineAdapterConfig({ IDENTITY_BASE_URL: `${stub.baseUrl}/v3.6`, IDENTITY_API_KEY: key }),
    );

  it('creates an applicant in the provider’s field names, starts and reads checks', async () => {
    const { applicantId } = await live().createApplicant({
      firstName: 'Alex',
      lastName: 'Sample',
      dateOfBirth: '1980-02-29',
      ssn: '123456789',
      address: { line1: '1 Example St', city: 'Boston', state: 'MA', zip: '02115' },
    });
    expect(applicantId).toBe('app-1');
    expect(JSON.parse(stub.requests.at(-1)!.body)).toEqual({
      first_name: 'Alex',
      last_name: 'Sample',
      dob: '1980-02-29',
      address: { street: '1 Example St', town: 'Boston', state: 'MA', postcode: '02115', country: 'USA' },
      id_numbers: [{ type: 'ssn', value: '123456789' }],
    });
    expect(await live().startCheck(applicantId)).toEqual({ checkId: 'chk-1', status: 'pending' });
    expect(JSON.parse(stub.requests.at(-1)!.body)).toEqual({
      applicant_id: 'app-1',
      report_names: ['identity_enhanced'],
    });
    expect(await live().getCheck('chk-1')).toEqual({ checkId: 'chk-1', status: 'finished' });
    expect(await live().getCheck('chk-2')).toEqual({ checkId: 'chk-2', status: 'invalid' });
  });

  it('maps 404 to adapter.not-found and a refused key to adapter.unavailable', async () => {
    await expect(live().getCheck('chk-9')).rejects.toMatchObject({ code: 'adapter.not-found' });
    await expect(live('bad').getCheck('chk-1')).rejects.toMatchObject({ code: 'adapter.unavailable' });
  });
});
