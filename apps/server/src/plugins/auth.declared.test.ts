import type { Contract } from '@credence/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAuth } from './auth';
import { verifyFake } from './auth-test-support';

// Every /api and /ws route declares who may call it and is registered from its contract (decision 030):
// plugins/auth.ts refuses to start otherwise. Other routes (pages, the API documentation) need neither.

const contract = {} as Contract;
const bare = () => {
  const app = Fastify();
  registerAuth(app, {
    db: {} as never,
    clock: () => new Date(),
    xsrfKey: Buffer.alloc(32),
    verifyAccessToken: verifyFake,
  });
  return app;
};
const handler = async () => ({});

describe('declared access and contract', () => {
  it('refuses an /api or /ws route without access, naming it', () => {
    expect(() => bare().get('/api/forgotten', handler)).toThrow(
      'GET /api/forgotten declares no access (config.access): refusing to start',
    );
    expect(() => bare().post('/ws/initiate', handler)).toThrow(
      'POST /ws/initiate declares no access (config.access): refusing to start',
    );
  });

  it('refuses an /api or /ws route with access but no contract, naming it', () => {
    expect(() => bare().get('/api/declared', { config: { access: 'public' } }, handler)).toThrow(
      'GET /api/declared has no contract (packages/shared/src/api): refusing to start',
    );
    expect(() => bare().put('/ws/declared', { config: { access: 'authenticated' } }, handler)).toThrow(
      'PUT /ws/declared has no contract (packages/shared/src/api): refusing to start',
    );
  });

  it('accepts a route with both, and a HEAD route with access alone', () => {
    expect(() =>
      bare().get('/api/declared', { config: { access: 'public', contract } }, handler),
    ).not.toThrow();
    expect(() =>
      bare().route({ method: 'HEAD', url: '/api/declared', config: { access: 'public' }, handler }),
    ).not.toThrow();
  });

  it('asks nothing of pages, the API documentation, the OpenAPI document or a path that only starts alike', () => {
    for (const url of [
      '/outside',
      '/api/docs',
      '/api/docs/static/index.html',
      '/api/openapi.json',
      '/apiary',
      '/wsx',
    ]) {
      expect(() => bare().get(url, handler), url).not.toThrow();
    }
  });
});
