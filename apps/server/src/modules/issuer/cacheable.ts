import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a public document with `Cache-Control: public, max-age`, a strong ETag (the one given, else a hash of
 * the body) and `Access-Control-Allow-Origin: *` (any verifier, in a browser too, may read it); a request whose
 * If-None-Match names that ETag gets 304 with no body.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  document: { body: string; contentType: string; maxAgeSeconds: number; etag?: string },
): FastifyReply {
  const etag =
    document.etag ?? `"${createHash('sha256').update(document.body).digest('base64url').slice(0, 32)}"`;
  reply
    .header('cache-control', `public, max-age=${document.maxAgeSeconds}`)
    .header('etag', etag)
    .header('access-control-allow-origin', '*')
    .header('vary', 'accept-encoding');
  const asked = request.headers['if-none-match'];
  const matches =
    typeof asked === 'string' && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  if (matches) return reply.status(304).send();
  return reply.status(200).type(document.contentType).send(document.body);
}
