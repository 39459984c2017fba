import { errorCodes, errorEnvelopeSchema } from '@credence/shared';
import type { ErrorDetail, WordingKey } from '@credence/shared';
import { wordingOfCode } from './error-wording';

/** Every failed call, whatever went wrong: the envelope's code, message and field details (DESIGN.md §2). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no answer arrived (network down, timed out). */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// A body that is not the envelope (a proxy's HTML page, an empty 502) still gets a stable code.
function codeForStatus(status: number): string {
  if (status === 400 || status === 422) return errorCodes.badRequest;
  if (status === 401) return errorCodes.notAuthenticated;
  if (status === 403) return errorCodes.forbidden;
  if (status === 404) return errorCodes.notFound;
  if (status === 409) return errorCodes.conflict;
  if (status === 413) return errorCodes.tooLarge;
  if (status === 415) return errorCodes.unsupportedMedia;
  if (status === 429) return errorCodes.rateLimited;
  if (status === 502 || status === 503 || status === 504) return errorCodes.unavailable;
  return errorCodes.internal;
}

export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = errorEnvelopeSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(response.status, code, message, details ?? []);
  }
  const code = codeForStatus(response.status);
  return new ApiError(response.status, code, response.statusText || code);
}

export function networkError(cause: unknown): ApiError {
  const error = new ApiError(0, errorCodes.unavailable, 'The server could not be reached.');
  error.cause = cause;
  return error;
}

/** The wording key to show for any error (001 §8 generic handler): the code's, when the catalogue has it. */
export function errorMessageKey(error: unknown): WordingKey {
  return (isApiError(error) ? wordingOfCode(error.code) : undefined) ?? errorCodes.internal;
}

/** For React Query's `retry`: a 4xx answer will not change by asking again; network and 5xx might. */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
