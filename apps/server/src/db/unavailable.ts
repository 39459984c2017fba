/**
 * Telling "the database is away" (a restart, a failover, a refused connection) from a query that is wrong.
 * The first answers 503 `database.unavailable` with Retry-After and recovers by itself; the second stays a 500.
 */

/** Any failure to get a connection: the pool could not open one (refused, timed out, not accepted now). */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// SQLSTATE: class 08 (connection exception), 57P01-57P03 (admin or crash shutdown, cannot connect now),
// 53300 (too many connections).
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
// Node socket errors and what pg says when a connection ends under a query.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const LOST_CONNECTION = /^Connection terminated|not queryable|timeout exceeded when trying to connect/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  return LOST_CONNECTION.test(error.message);
}
