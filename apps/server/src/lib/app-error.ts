import { errorCodes, translate, type ErrorCode, type ErrorDetail } from '@credence/shared';

/**
 * An error a caller may see: a status, a stable code, a message, and field details for forms. The code is
 * one of the catalogue's (ErrorCode, packages/shared/src/errors.ts): an uncatalogued one does not compile.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Seconds after which a limited caller may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (details: ErrorDetail[], message = 'Bad Request') =>
  new AppError(400, errorCodes.badRequest, message, details);
export const notAuthenticated = (message = 'Not logged in') =>
  new AppError(401, errorCodes.notAuthenticated, message);
export const forbidden = (message = 'Insufficient Permission') =>
  new AppError(403, errorCodes.forbidden, message);
/** Another person's object answers exactly like a missing one. */
export const notFound = (message = 'Not found') => new AppError(404, errorCodes.notFound, message);
export const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);
export const unavailable = (message = 'Service unavailable') =>
  new AppError(503, errorCodes.unavailable, message);
/** The wait is in whole minutes so the sentence reads naturally; the caller also sends Retry-After. */
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(
    429,
    errorCodes.rateLimited,
    translate('auth.rate-limited', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }),
    undefined,
    retryAfterSeconds,
  );
