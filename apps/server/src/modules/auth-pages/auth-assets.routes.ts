import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const here = (file: string) => fileURLToPath(new URL(`./assets/${file}`, import.meta.url));

/** The shared design tokens plus the sign-in pages' own styles and the scripts they use. */
export async function authAssetRoutes(app: FastifyInstance) {
  const assets: Record<string, { type: string; body: string }> = {
    'tokens.css': {
      type: 'text/css; charset=utf-8',
      body: readFileSync(
        createRequire(import.meta.url).resolve('@credence/shared/styles/tokens.css'),
        'utf8',
      ),
    },
    'auth.css': { type: 'text/css; charset=utf-8', body: readFileSync(here('auth.css'), 'utf8') },
    'logout.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(here('logout.js'), 'utf8') },
    'password-toggle.js': {
      type: 'text/javascript; charset=utf-8',
      body: readFileSync(here('password-toggle.js'), 'utf8'),
    },
    'code-countdown.js': {
      type: 'text/javascript; charset=utf-8',
      body: readFileSync(here('code-countdown.js'), 'utf8'),
    },
  };
  for (const [name, asset] of Object.entries(assets)) {
    app.get(`/auth/assets/${name}`, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type(asset.type).send(asset.body),
    );
  }
}
