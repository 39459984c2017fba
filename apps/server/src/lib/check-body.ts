import { errorCodes, isWordingKey } from '@credence/shared';
import type { z } from 'zod';
import { badRequest } from './app-error';

/**
 * Checks a body against rules the contract cannot hold (they need the server's clock or a requirement's
 * config): the issues answer 400 request.invalid with details at the field paths, as a contract's own
 * validation does.
 */
export function checkBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw badRequest(
    parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: isWordingKey(issue.message) ? issue.message : errorCodes.badRequest,
    })),
  );
}
