import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * The provider (a Koa app) trusts forwarded headers; we always overwrite them from PUBLIC_ORIGIN and the
 * client address Fastify saw, so a caller can never choose the issuer's host, scheme or its own IP.
 */
export function prepareRawRequest(request: FastifyRequest, config: Config): IncomingMessage {
  const origin = new URL(config.PUBLIC_ORIGIN);
  const raw = request.raw;
  raw.headers['x-forwarded-proto'] = origin.protocol.replace(':', '');
  raw.headers['x-forwarded-host'] = origin.host;
  raw.headers['x-forwarded-for'] = request.ip;
  return raw;
}
