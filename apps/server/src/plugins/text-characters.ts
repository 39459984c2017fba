import { hasUnsafeCharacters, textCharactersMessage, type ErrorDetail } from '@credence/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error';

// Enough to show the client what to fix without echoing a large hostile body back.
const MAX_DETAILS = 20;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  // The querystring parser's objects inherit from an empty null-prototype object.
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
};

/**
 * Paths of the strings (values and keys) in a parsed body, query or params that hold text PostgreSQL cannot
 * store. Iterative, so a deeply nested body cannot overflow the stack; buffers and streams are not text.
 */
export function unsafeTextPaths(root: unknown, prefix: string): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value: root, path: prefix }];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length > 0 && found.length < MAX_DETAILS) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasUnsafeCharacters(value)) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: join(path, index) }));
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        // A bad key is reported at the object, not under the key itself (which would echo it).
        if (hasUnsafeCharacters(key)) found.push(path);
        else pending.push({ value: item, path: join(path, key) });
      }
    }
  }
  return found;
}

/**
 * One check for every route, before its schema: a NUL or an unpaired surrogate anywhere in the params, the
 * query or the body answers 400 with the field's path and 'validation.text-invalid-characters' (the rule
 * of packages/shared, which the shared text schemas also apply), instead of a 500 from PostgreSQL or a U+FFFD
 * stored in its place. Routes whose schemas are plain z.string() or free JSON are covered as well.
 */
export function registerTextCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...unsafeTextPaths(request.params, 'params'),
      ...unsafeTextPaths(request.query, 'querystring'),
      ...unsafeTextPaths(request.body, ''),
    ];
    if (paths.length === 0) return;
    const details: ErrorDetail[] = [...new Set(paths)]
      .slice(0, MAX_DETAILS)
      .map((path) => ({ path, message: textCharactersMessage }));
    throw badRequest(details);
  });
}
