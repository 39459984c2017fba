import type { Contract, ParamsOf, QueryOf, BodyOf, ResponseOf } from '@credence/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { notAuthenticated } from './app-error';
import type { Caller } from './caller';

// Routes are registered from their contract (packages/shared/src/api; decision 030): the method, path,
// access, schemas, the `{ data }` envelope and the OpenAPI text all come from it, so a route file holds only
// the call of one service function.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from; startup fails for an /api or /ws route without one. */
    contract?: Contract;
  }
}

export interface HandlerInput<C extends Contract> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  /**
   * The signed-in caller; null for a public contract called signed out, and for a professional-network
   * session not yet linked to a user (only on a contract with `federatedUnlinked: 'allowed'`).
   */
  caller: C['access'] extends 'public'
    ? Caller | null
    : C['federatedUnlinked'] extends 'allowed'
      ? Caller | null
      : Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<C extends Contract> = (
  input: HandlerInput<C>,
) => Promise<C['envelope'] extends 'none' ? unknown : ResponseOf<C>>;

/** Extra Fastify route options a contract does not describe (an onRequest size check for uploads). */
export type RouteExtras = Pick<RouteOptions, 'onRequest' | 'preHandler' | 'bodyLimit'>;

/** The Fastify route options for a contract: schemas for validation, serialization and the OpenAPI document. */
export function routeSchemaOf(contract: Contract) {
  const status = contract.status ?? 200;
  const success =
    contract.envelope === 'none'
      ? contract.response
        ? { [status]: contract.response }
        : undefined
      : { [status]: z.object({ data: contract.response ?? z.null() }) };
  const response = success || contract.otherAnswers ? { ...success, ...contract.otherAnswers } : undefined;
  return {
    tags: [...contract.tags],
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(response ? { response } : {}),
    // Multipart bodies are read by the handler as a stream; the document still shows their shape.
    ...(contract.multipart ? { consumes: ['multipart/form-data'] } : {}),
  };
}

/** Registers one route from its contract; the handler's return value is sent as `{ data }` (or as is). */
export function route<const C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: Handler<C>,
  extras: RouteExtras = {},
): void {
  const status = contract.status ?? 200;
  app.route({
    method: contract.method,
    url: contract.path,
    config: {
      access: contract.access,
      contract,
      ...(contract.xsrf ? { xsrf: contract.xsrf } : {}),
      ...(contract.federatedUnlinked ? { federatedUnlinked: contract.federatedUnlinked } : {}),
    },
    schema: routeSchemaOf(contract),
    ...extras,
    handler: async (request, reply) => {
      const caller = request.caller;
      // A professional-network session not yet linked has no caller; only its own contract lets it through.
      const unlinked = contract.federatedUnlinked === 'allowed' && request.federatedIdentity !== null;
      if (contract.access !== 'public' && !caller && !unlinked) throw notAuthenticated();
      const result = await handler({
        params: request.params as ParamsOf<C>,
        query: request.query as QueryOf<C>,
        body: request.body as BodyOf<C>,
        caller: caller as HandlerInput<C>['caller'],
        request,
        reply,
      });
      if (reply.sent) return reply;
      reply.status(status);
      if (contract.envelope === 'none') return result;
      return { data: result ?? null };
    },
  });
}
