import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notFound } from '../lib/app-error';
import { registerErrorHandler } from './error-handler';

async function appWithRoutes() {
  const app = Fastify({ logger: false });
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
});
