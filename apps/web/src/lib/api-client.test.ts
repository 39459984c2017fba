import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, json, mockFetch } from '../test/fetch';
import { ApiError, createApiClient, errorMessageKey } from './api-client';

function clientWith({ token = 'tok-1', actor = 'actor-1' as string | null, renew = vi.fn() } = {}) {
  let current = token;
  const auth = {
    getAccessToken: () => current,
    getActorId: () => actor,
    renew: vi.fn(async () => {
      await renew();
      current = 'tok-2';
    }),
  };
  return { client: createApiClient({ auth }), auth };
}

const setXsrfCookie = (value: string) => {
  document.cookie = `XSRF-TOKEN=${value}; path=/`;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the API client', () => {
  it('sends the bearer token and the actor header, and no XSRF header on a GET', async () => {
    const fetch = mockFetch({ 'GET /api/self_attested': json({ data: {} }) });
    const { client } = clientWith();
    expect(await client.get('/api/self_attested', { query: { a: 'x', b: undefined } })).toEqual({ data: {} });
    const [call] = callsTo(fetch, 'GET /api/self_attested');
    expect(call?.headers.authorization).toBe('Bearer tok-1');
    expect(call?.headers['x-actor-id']).toBe('actor-1');
    expect(call?.headers['x-xsrf-token']).toBeUndefined();
    expect(call?.url.search).toBe('?a=x');
  });

  it("answers a file's bytes with as: 'blob' (a signed PDF), with the token sent", async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    const fetch = mockFetch({
      'GET /api/get_document/d1': () =>
        new Response(bytes, { headers: { 'content-type': 'application/pdf' } }),
    });
    const blob = await clientWith().client.get<Blob>('/api/get_document/d1', { as: 'blob' });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(callsTo(fetch, 'GET /api/get_document/d1')[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('sends no credentials on a public call', async () => {
    const fetch = mockFetch({
      'GET /api/sso_subscriber_config': json({ data: { name: 'Riverside Health', logo: null } }),
    });
    await clientWith().client.get('/api/sso_subscriber_config', { auth: false });
    const [call] = callsTo(fetch, 'GET /api/sso_subscriber_config');
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.headers['x-actor-id']).toBeUndefined();
  });

  it('echoes the XSRF cookie on a state-changing call and sends JSON', async () => {
    setXsrfCookie('abc%3D');
    const fetch = mockFetch({ 'POST /api/event': new Response(null, { status: 204 }) });
    expect(await clientWith().client.post('/api/event', { event_type: 'login' })).toBeUndefined();
    const [call] = callsTo(fetch, 'POST /api/event');
    expect(call?.headers['x-xsrf-token']).toBe('abc=');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toBe('{"event_type":"login"}');
    expect(callsTo(fetch, 'GET /api/xsrf')).toHaveLength(0);
  });

  it('fetches the XSRF cookie first when there is none', async () => {
    const fetch = mockFetch({
      'GET /api/xsrf': () => {
        setXsrfCookie('fresh');
        return new Response(null, { status: 204 });
      },
      'DELETE /api/document/00000000-0000-4000-8000-000000000001': json({
        data: { id: '00000000-0000-4000-8000-000000000001' },
      }),
    });
    await clientWith().client.delete('/api/document/00000000-0000-4000-8000-000000000001');
    expect(callsTo(fetch, 'GET /api/xsrf')[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(
      callsTo(fetch, 'DELETE /api/document/00000000-0000-4000-8000-000000000001')[0]?.headers['x-xsrf-token'],
    ).toBe('fresh');
  });

  it('gives up on GET /api/xsrf after 4 s and still sends the call', async () => {
    vi.useFakeTimers();
    const fetch = mockFetch({
      'GET /api/xsrf': ({ init }) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      'POST /api/logout': json({ data: { ok: true } }),
    });
    const done = clientWith().client.post('/api/logout');
    await vi.advanceTimersByTimeAsync(3999);
    expect(callsTo(fetch, 'POST /api/logout')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(callsTo(fetch, 'POST /api/logout')[0]?.headers['x-xsrf-token']).toBeUndefined();
  });

  it('on 403 auth.xsrf-invalid fetches a new token once and repeats the call', async () => {
    setXsrfCookie('stale');
    let attempts = 0;
    const fetch = mockFetch({
      'GET /api/xsrf': () => {
        setXsrfCookie('renewed');
        return new Response(null, { status: 204 });
      },
      'POST /api/self_attested': () =>
        ++attempts === 1
          ? apiError(403, 'auth.xsrf-invalid')
          : json({ data: { 'basic_info|first_name': 'Ana' } }),
    });
    expect(await clientWith().client.post('/api/self_attested', { a: 1 })).toEqual({
      data: { 'basic_info|first_name': 'Ana' },
    });
    const calls = callsTo(fetch, 'POST /api/self_attested');
    expect(calls.map((call) => call.headers['x-xsrf-token'])).toEqual(['stale', 'renewed']);
    expect(callsTo(fetch, 'GET /api/xsrf')).toHaveLength(1);
  });

  it('does not loop when the XSRF token is refused again', async () => {
    setXsrfCookie('stale');
    const fetch = mockFetch({
      'GET /api/xsrf': new Response(null, { status: 204 }),
      'POST /api/self_attested': () => apiError(403, 'auth.xsrf-invalid'),
    });
    await expect(clientWith().client.post('/api/self_attested', {})).rejects.toMatchObject({ status: 403 });
    expect(callsTo(fetch, 'POST /api/self_attested')).toHaveLength(2);
  });

  it('on 401 renews silently once and repeats the call with the new token', async () => {
    const fetch = mockFetch({
      'GET /api/actor': ({ init }) =>
        (init.headers as Record<string, string>).authorization === 'Bearer tok-2'
          ? json({ data: { actors: [] }, chat_token: null })
          : apiError(401, 'auth.not-authenticated'),
    });
    const { client, auth } = clientWith();
    expect(await client.get('/api/actor')).toEqual({ data: { actors: [] }, chat_token: null });
    expect(auth.renew).toHaveBeenCalledTimes(1);
    expect(callsTo(fetch, 'GET /api/actor')).toHaveLength(2);
  });

  it('rejects with the 401 when renewal fails', async () => {
    mockFetch({ 'GET /api/actor': () => apiError(401, 'auth.not-authenticated', 'No session') });
    const { client } = clientWith({ renew: vi.fn().mockRejectedValue(new Error('Not logged in')) });
    const error = await client.get('/api/actor').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'auth.not-authenticated', message: 'No session' });
  });

  it('parses the error envelope with its field details', async () => {
    setXsrfCookie('t');
    const details = [{ path: 'email', message: 'validation.email-invalid' }];
    mockFetch({
      'POST /api/user': json({ error: { code: 'request.invalid', message: 'Bad', details } }, 400),
    });
    await expect(clientWith().client.post('/api/user', {})).rejects.toMatchObject({
      status: 400,
      code: 'request.invalid',
      message: 'Bad',
      details,
    });
  });

  it('gives a stable code to answers that are not the envelope, and to a network failure', async () => {
    mockFetch({
      'GET /api/self_attested': new Response('<html>bad gateway</html>', { status: 502 }),
      'GET /api/actor': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { client } = clientWith();
    await expect(client.get('/api/self_attested')).rejects.toMatchObject({
      status: 502,
      code: 'service.unavailable',
    });
    await expect(client.get('/api/actor')).rejects.toMatchObject({ status: 0, code: 'service.unavailable' });
  });

  it('sends FormData as multipart, leaving the boundary to the browser', async () => {
    setXsrfCookie('t');
    const fetch = mockFetch({ 'POST /api/document': json({ data: [] }) });
    const form = new FormData();
    form.set('document_type', 'malpractice');
    await clientWith().client.post('/api/document', form);
    const [call] = callsTo(fetch, 'POST /api/document');
    expect(call?.body).toBe(form);
    expect(call?.headers['content-type']).toBeUndefined();
  });

  it('maps an error to the wording key of its code, or to internal-error', () => {
    expect(errorMessageKey(new ApiError(404, 'request.not-found', 'x'))).toBe('request.not-found');
    expect(errorMessageKey(new ApiError(500, 'db.exploded', 'x'))).toBe('internal-error');
    expect(errorMessageKey(new Error('boom'))).toBe('internal-error');
  });
});

describe('shouldRetryRequest (the query client retry rule)', () => {
  it('does not ask again after a 4xx answer, and tries once more after a 5xx or a network failure', async () => {
    const { shouldRetryRequest } = await import('./api-client');
    expect(shouldRetryRequest(0, new ApiError(404, 'request.not-found', 'x'))).toBe(false);
    expect(shouldRetryRequest(0, new ApiError(503, 'service.unavailable', 'x'))).toBe(true);
    expect(shouldRetryRequest(1, new ApiError(503, 'service.unavailable', 'x'))).toBe(false);
    expect(shouldRetryRequest(0, new TypeError('fetch failed'))).toBe(true);
  });
});
