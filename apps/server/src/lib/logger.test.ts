import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logger';

describe('redactUrl', () => {
  it('keeps the path and the names of query parameters, never their values', () => {
    expect(redactUrl('/api/work_verification?token=abc123&x=1')).toBe(
      '/api/work_verification?token=[redacted]&x=[redacted]',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

describe('request logging', () => {
  it('writes no bearer token, cookie or query value to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    app.get('/claim', async (request) => {
      request.log.info({ user: { ssn: '123-45-6789', email: 'a@b.c' } }, 'handled');
      request.log.info({ license: { record_type: 'dea', license_number: 'AB1234563' } }, 'license');
      return { ok: true };
    });
    await app.inject({
      method: 'GET',
      url: '/claim?hash=secret-hash&nonce=secret-nonce',
      headers: { authorization: 'Bearer secret-token', cookie: 'sid=secret-cookie' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/claim?hash=[redacted]');
    for (const secret of [
      'secret-hash',
      'secret-nonce',
      'secret-token',
      'secret-cookie',
      '123-45-6789',
      'a@b.c',
      'AB1234563',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
