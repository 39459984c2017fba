import { isWordingKey, translate } from '@credence/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { FieldError } from './views/layout';

/** HTML forms post urlencoded bodies; this plugin scope reads them into a flat object of strings. */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

export function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

const say = (message: string) => (isWordingKey(message) ? translate(message) : message);

/** An error a page can show: its fields' messages from the catalogue, or one message at the top. */
export function pageErrors(
  error: unknown,
  fallbackField: string,
  reply: FastifyReply,
): { status: number; errors: FieldError[] } | null {
  if (!(error instanceof AppError) || error.statusCode >= 500) return null;
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  if (error.details?.length) {
    return {
      status: error.statusCode,
      errors: error.details.map((detail) => ({
        field: detail.path || fallbackField,
        message: say(detail.message),
      })),
    };
  }
  return { status: error.statusCode, errors: [{ field: fallbackField, message: say(error.message) }] };
}

export const formString = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, 1000) : '';
};
