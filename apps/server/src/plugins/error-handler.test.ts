import { translate, type WordingKey } from '@credence/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DatabaseUnavailableError } from '../db/unavailable';
import { notFound } from '../lib/app-error';
import { frameworkErrors, registerErrorHandler } from './error-handler';

async function appWithRoutes() {
  const app = Fastify({ logger: false, frameworkErrors, bodyLimit: 1000 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/form',
    {
      schema: { body: z.object({ npi: z.string().length(10, 'validation.npi-invalid'), name: z.string() }) },
    },
    async () => ({ ok: true }),
  );
  typed.get('/search', { schema: { querystring: z.object({ q: z.string().min(2) }) } }, async () => ({}));
  app.get('/items/:id', async () => ({}));
  app.get('/db-refused', async () => {
    throw new DatabaseUnavailableError(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
  });
  app.get('/db-terminated', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
  app.get('/db-lost', async () => {
    throw new Error('Connection terminated unexpectedly');
  });
  app.get('/db-wrong-query', async () => {
    throw Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
  });
  app.get('/missing', async () => {
    throw notFound();
  });
  app.get('/boom', async () => {
    throw new Error('relation "users" does not exist at SELECT * FROM users');
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('answers a bad body with 400, the request.invalid code and one detail per field', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/form', payload: { npi: '123' } });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('request.invalid');
    expect(error.details).toEqual(
      expect.arrayContaining([
        { path: 'npi', message: 'validation.npi-invalid' },
        expect.objectContaining({ path: 'name' }),
      ]),
    );
  });

  it('prefixes query and params details so they do not land on a form field', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/search?q=a' });
    expect(response.json().error.details[0].path).toBe('querystring.q');
  });

  it('keeps the status and code of an AppError', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'request.not-found', message: 'Not found' } });
  });

  it('hides the internals of an unexpected error', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal-error', message: 'Internal Server Error - wait and try again' },
    });
    expect(response.body).not.toContain('SELECT');
  });

  it('answers malformed JSON with a coded 400', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'application/json' },
      payload: '{"npi":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('request.invalid');
  });

  it.each(['/db-refused', '/db-terminated', '/db-lost'])(
    'answers the database being away (%s) with 503 database.unavailable and Retry-After',
    async (url) => {
      const app = await appWithRoutes();
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        error: {
          code: 'database.unavailable',
          message: 'The service is briefly unavailable. Please try again in a few seconds.',
        },
      });
    },
  );

  it('keeps a wrong query a 500 (it will not recover by waiting)', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/db-wrong-query' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});

// Issue 11, item 8: Fastify's own errors answer the envelope with a wording key and never repeat the input.
describe('framework errors', () => {
  const marker = 'ZZmarkerZZ';
  const expectEnvelope = (body: string, status: number, code: string) => {
    // The sentence is the wording catalogue's for the code, not Fastify's English.
    expect(JSON.parse(body)).toEqual({ error: { code, message: translate(code as WordingKey) } });
    expect(body).not.toContain(marker);
    expect(body).not.toContain('FST_');
    expect(status).toBeGreaterThanOrEqual(400);
  };

  it('answers a path parameter over maxParamLength (100) with 414 request.uri-too-long', async () => {
    const app = await appWithRoutes();
    const atLimit = await app.inject({ method: 'GET', url: `/items/${'a'.repeat(100)}` });
    expect(atLimit.statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: `/items/${marker}${'a'.repeat(91)}` });
    expect(response.statusCode).toBe(414);
    expectEnvelope(response.body, response.statusCode, 'request.uri-too-long');
  });

  it('answers a malformed URL encoding with 400 request.invalid', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: `/items/${marker}%E0%A4%A` });
    expect(response.statusCode).toBe(400);
    expectEnvelope(response.body, response.statusCode, 'request.invalid');
  });

  it('answers a wrong content type with 415 and does not repeat it', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': `text/${marker}` },
      payload: 'npi',
    });
    expect(response.statusCode).toBe(415);
    expectEnvelope(response.body, response.statusCode, 'request.unsupported-media-type');
  });

  it('answers a body over the limit with 413 request.too-large', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ npi: marker.repeat(200) }),
    });
    expect(response.statusCode).toBe(413);
    expectEnvelope(response.body, response.statusCode, 'request.too-large');
  });

  it('answers malformed JSON without repeating it', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'application/json' },
      payload: `{"npi": ${marker}`,
    });
    expect(response.statusCode).toBe(400);
    expectEnvelope(response.body, response.statusCode, 'request.invalid');
  });

  it('reports zod English in details as the request.invalid key', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/form', payload: { npi: 5, name: 7 } });
    expect(response.statusCode).toBe(400);
    const messages = response.json().error.details.map((detail: { message: string }) => detail.message);
    expect(messages).toEqual(['request.invalid', 'request.invalid']);
  });
});
