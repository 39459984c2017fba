import { errorCodes, type ErrorEnvelope } from '@credence/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

function send(reply: FastifyReply, status: number, error: ErrorEnvelope['error']) {
  return reply.status(status).send({ error } satisfies ErrorEnvelope);
}

// Fastify's own client errors (bad JSON, wrong content type, body too large) keep their status with our codes.
const frameworkCodes: Record<number, string> = {
  400: errorCodes.badRequest,
  404: errorCodes.notFound,
  413: errorCodes.tooLarge,
  415: errorCodes.unsupportedMedia,
  429: errorCodes.rateLimited,
};

/** The one error handler: every failure leaves as the envelope of DESIGN.md, and no 5xx shows internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext;
      const details = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return {
          path: where === 'body' ? path : `${where}${path ? '.' : ''}${path}`,
          message: issue.message ?? '',
        };
      });
      return send(reply, 400, { code: errorCodes.badRequest, message: 'Bad Request', details });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && frameworkCodes[status]) {
      return send(reply, status, { code: frameworkCodes[status], message: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, {
      code: errorCodes.internal,
      message: 'Internal Server Error - wait and try again',
    });
  });
}
