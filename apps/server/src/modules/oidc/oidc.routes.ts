import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { prepareRawRequest } from './oidc.bridge';
import { OIDC_PATH } from './oidc.client';

type RawWithOriginal = FastifyRequest['raw'] & { originalUrl?: string };

/**
 * Mounts the provider under /oidc. Encapsulated: the provider reads its own request bodies, so Fastify's
 * parsers are replaced here by one that leaves the stream untouched.
 */
export async function oidcRoutes(app: FastifyInstance, { provider, config }: ModuleDeps) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const callback = provider.callback();

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = prepareRawRequest(request, config) as RawWithOriginal;
    const url = raw.url ?? '/';
    // The provider routes on the path below the mount point and finds the mount point by comparing it with
    // originalUrl, so discovery and redirects carry the /oidc prefix.
    raw.originalUrl = url;
    const below = url.slice(OIDC_PATH.length);
    raw.url = below.startsWith('/') ? below : `/${below}`;
    reply.hijack();
    reply.raw.setHeader('x-request-id', request.id);
    await callback(raw, reply.raw);
  };
  const options = { schema: { hide: true }, config: { access: 'public' as const } };
  app.all(OIDC_PATH, options, handler);
  app.all(`${OIDC_PATH}/*`, options, handler);
}
