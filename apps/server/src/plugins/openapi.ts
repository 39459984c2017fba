import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { RELEASE_ID } from '@credence/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the zod route schemas, so it cannot drift from the code. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Credence API',
        description: 'The API behind the Credence clinician wallet and its subscriber console.',
        version: RELEASE_ID,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The docs page brings its own hashed CSP; keep it as strict as the rest of the site.
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/upgrade-insecure-requests;?/, '')
        .replaceAll(' https:', ''),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
