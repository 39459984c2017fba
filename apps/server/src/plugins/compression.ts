import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** API answers at least this long are compressed; below it the headers cost more than they save. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Compresses API answers (JSON) on the fly (decision 027). Only under /api: the web app's files are
 * compressed once at build time and served as they are (static-web.ts); the server-rendered sign-in pages
 * carry form values and are left as they are (no BREACH-style guessing through their size); the live
 * connection (/ws) and the sign-in provider (which takes over the raw response) never pass through here.
 * The plugin also leaves alone an answer that already has a Content-Encoding, an event stream and any type
 * that is not compressible. Brotli at quality 4 (its default) costs about as much CPU as gzip.
 */
export async function registerCompression(app: FastifyInstance) {
  // Must run before the plugin's own onRoute hook, which reads `compress` to decide.
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: API_COMPRESSION_THRESHOLD_BYTES,
  });
}
