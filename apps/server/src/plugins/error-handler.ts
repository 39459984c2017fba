import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorCodes, isWordingKey, translate, type ErrorEnvelope } from '@credence/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/app-error';

/** Seconds a caller waits before trying again while the database is away (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

type ErrorBody = ErrorEnvelope['error'];

function send(reply: FastifyReply, status: number, error: ErrorBody) {
  return reply.status(status).send({ error } satisfies ErrorEnvelope);
}

// Fastify's own errors (bad JSON, wrong content type, body too large, over-long or malformed URL) keep their
// status with our code, and a sentence from the wording catalogue: their English names and echoes the input.
const frameworkCodes: Record<number, string> = {
  400: errorCodes.badRequest,
  401: errorCodes.notAuthenticated,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  408: errorCodes.timeout,
  413: errorCodes.tooLarge,
  414: errorCodes.uriTooLong,
  415: errorCodes.unsupportedMedia,
  429: errorCodes.rateLimited,
  431: errorCodes.headersTooLarge,
};

/** The envelope for a client error by status alone: an unlisted 4xx is a bad request. */
export function clientErrorBody(status: number): ErrorBody {
  const code = frameworkCodes[status] ?? errorCodes.badRequest;
  return { code, message: isWordingKey(code) ? translate(code) : code };
}

// A detail's message is a wording key; zod's own English (a wrong type, an unknown enum value) is not one.
const detailMessage = (message: string | undefined) =>
  message && isWordingKey(message) ? message : errorCodes.badRequest;

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext;
    const details = error.validation.map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return {
        path: where === 'body' ? path : `${where}${path ? '.' : ''}${path}`,
        message: detailMessage(issue.message),
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
  if (isDatabaseUnavailable(error)) {
    // Expected during a restart or failover; the pool reconnects by itself on the next request.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return send(reply, 503, {
      code: errorCodes.databaseUnavailable,
      message: translate(errorCodes.databaseUnavailable),
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return send(reply, status, clientErrorBody(status));
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 500, { code: errorCodes.internal, message: translate(errorCodes.internal) });
}

/** The one error handler: every failure leaves as the envelope of DESIGN.md, and no 5xx shows internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/**
 * For Fastify's `frameworkErrors` option: errors raised before routing (a malformed URL, a path parameter
 * over maxParamLength) go through the same handler instead of Fastify's JSON that repeats the URL.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return handleError(error, request, reply);
}

/**
 * For Fastify's `clientErrorHandler` option: a request Node cannot parse (headers or URL over its size limit,
 * broken HTTP) is answered on the socket, since it never becomes a request; in the envelope all the same.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ error: clientErrorBody(status) } satisfies ErrorEnvelope);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
