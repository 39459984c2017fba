import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineAdapterConfig } from '../config';
import { sendJson, startStubServer, type StubServer } from '../test-support/stub-server';
import { createInMemorySmsStore, createSmsAdapter } from './sms-adapter';

describe('SMS outbox (offline default)', () => {
  it('stores the message with the number in +1 form instead of sending it', async () => {
    const outbox = createInMemorySmsStore();
    const adapter = createSmsAdapter(offlineAdapterConfig(), { store: outbox.store });
    expect(adapter.mode).toBe('outbox');
    const result = await adapter.send({ to: '(555) 010-0199', body: 'Your code is 123456' });
    expect(result.status).toBe('stored');
    expect(outbox.messages).toEqual([
      { id: result.id, to: '+15550100199', body: 'Your code is 123456', createdAt: expect.any(Date) },
    ]);
  });

  it('refuses a number that is not a US phone and an empty body', async () => {
    const adapter = createSmsAdapter(offlineAdapterConfig());
    await expect(adapter.send({ to: '+44 20 7946 0958', body: 'hi' })).rejects.toThrow(RangeError);
    await expect(adapter.send({ to: '5550100199', body: '' })).rejects.toThrow(RangeError);
  });
});

describe('Twilio-style client against a stub server', () => {
  let stub: StubServer;
  const basic = `Basic ${Buffer.from('AC123:tok').toString('base64')}`;
  beforeAll(async () => {
    stub = await startStubServer((request, response) => {
      if (request.headers.authorization !== basic) {
        return sendJson(response, 401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      if (request.method !== 'POST' || request.url.pathname !== '/2010-04-01/Accounts/AC123/Messages.json') {
        return sendJson(response, 404, {});
      }
      const form = new URLSearchParams(request.body);
      if (form.get('To') === '+15550100100') {
        return sendJson(response, 400, {
          code: 21211,
          message: "The 'To' number is not valid.",
          status: 400,
        });
      }
      return sendJson(response, 201, {
        sid: 'SM0001',
        status: 'queued',
        to: form.get('To'),
        body: form.get('Body'),
      });
    });
  });
  afterAll(() => stub.close());

  const live = (token = 'tok') =>
    createSmsAdapter(
      offlineAdapterConfig({
        SMS_BASE_URL: `${stub.baseUrl}/2010-04-01`,
        SMS_ACCOUNT_SID: 'AC123',
        SMS_AUTH_TOKEN: token,
        SMS_FROM: '+15550100000',
      }),
    );

  it('posts a form with To, From and Body under basic auth', async () => {
    expect(await live().send({ to: '555-010-0199', body: 'Hello & welcome' })).toEqual({
      id: 'SM0001',
      status: 'queued',
    });
    const request = stub.requests.at(-1)!;
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: '+15550100199',
      From: '+15550100000',
      Body: 'Hello & welcome',
    });
  });

  it('maps a refused number to bad-response and refused credentials to unavailable', async () => {
    await expect(live().send({ to: '5550100100', body: 'x' })).rejects.toMatchObject({
      code: 'adapter.bad-response',
    });
    await expect(live('nope').send({ to: '5550100199', body: 'x' })).rejects.toMatchObject({
      code: 'adapter.unavailable',
    });
  });

  it('needs sid, token and from with a base URL', () => {
    expect(() => createSmsAdapter(offlineAdapterConfig({ SMS_BASE_URL: stub.baseUrl }))).toThrow(
      /SMS_ACCOUNT_SID/,
    );
  });
});
