import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@credence/shared';
import type { FastifyInstance } from 'fastify';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Credence</title></head>
<body><main><h1>Credence</h1><p>The web app has not been built yet. Run <code>npm start</code> (or
<code>npm run build</code>) from the repository root, then reload this page.</p></main></body></html>`;

/**
 * Serves the built React app. Hashed assets are cached for a year; any other GET that is not an API
 * path answers index.html so the client router can take it (history mode). The build writes a .br and a
 * .gz beside each text file (apps/web/vite-precompress.ts): the one the browser accepts is sent with its
 * Content-Encoding, and every answer says Vary: Accept-Encoding (decision 027).
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/ws');
    if (request.method !== 'GET' || isApi) {
      return reply.status(404).send({ error: { code: errorCodes.notFound, message: 'Not found' } });
    }
    if (!built) return reply.status(503).type('text/html').send(NOT_BUILT_PAGE);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
