import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import { loggerOptions } from './lib/logger';
import { healthRoutes } from './modules/health/health.routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticWeb } from './plugins/static-web';

export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
}

/** Every feature module, in one explicit list. */
const modules = [healthRoutes];

/** Builds the whole application without listening, so tests drive it through inject(). */
export async function buildApp(deps: AppDeps, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(deps.config.LOG_LEVEL),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1_000_000,
    trustProxy: false,
  });
  // The route list feeds the OpenAPI check and the generated security tests.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('routeList', routes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While shutting down, answers in flight close their connection so keep-alive sockets do not hold the exit.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  for (const module of modules) await app.register(module, deps);
  await registerStaticWeb(app, deps.config.WEB_DIST);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RouteOptions[];
  }
}
