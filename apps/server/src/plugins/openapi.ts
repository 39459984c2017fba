import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { RELEASE_ID, type MultipartBody } from '@credence/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A multipart contract's body as the document shows it: the file field (a binary string, its MIME types in
 * the description) and the text fields. The route reads the parts as a stream, so this schema is for the
 * document only; Fastify never validates against it.
 */
export function multipartBodySchema(multipart: MultipartBody) {
  const fields = multipart.fields
    ? (z.toJSONSchema(multipart.fields, { target: 'openapi-3.0', io: 'input' }) as {
        properties?: Record<string, unknown>;
        required?: string[];
      })
    : {};
  const required = [...(multipart.file ? [multipart.file] : []), ...(fields.required ?? [])];
  return {
    type: 'object',
    // OpenAPI 3.0 refuses an empty `required` list: a form of optional fields only leaves it out.
    ...(required.length > 0 ? { required } : {}),
    properties: {
      ...(multipart.file
        ? {
            [multipart.file]: {
              type: 'string',
              format: 'binary',
              description: `One of ${multipart.accept.join(', ')}; at most ${multipart.maxBytes} bytes.`,
            },
          }
        : {}),
      ...fields.properties,
    },
  };
}

/** zod schemas become JSON schemas; a multipart contract's route gains the shape of its parts. */
const transform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const multipart = input.route.config?.contract?.multipart;
  if (!multipart) return out;
  return { ...out, schema: { ...out.schema, body: multipartBodySchema(multipart) } };
};

/** The OpenAPI document is generated from the contracts' zod schemas, so it cannot drift from the code. */
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
    transform,
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
