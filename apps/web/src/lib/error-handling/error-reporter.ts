import { CLIENT_VERSION, ERROR_REPORT_ROLE, ERROR_REPORT_SAMPLING } from '@credence/shared';

// A real reporter (an error-tracking SDK) samples with these shares; re-exported so it is set up from here.
export { ERROR_REPORT_SAMPLING };

/** What every report carries: the holder role (001 §6), the client version and, for a failed call, its answer. */
export interface ErrorReportContext {
  role: typeof ERROR_REPORT_ROLE;
  release: string;
  status?: number;
  code?: string;
}

/** Where reports go. Pluggable, so the app ships without a tracking vendor and tests pass a fake. */
export interface ErrorReporter {
  capture: (error: unknown, context: ErrorReportContext) => void;
}

/** Reporting is off unless a reporter is given: nothing leaves the browser by default. */
export const noopReporter: ErrorReporter = { capture: () => {} };

/** The fields the generic handler reads from the API client's ApiError, read by shape, not by class. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

/**
 * 001 §8: reporting ignores server errors (the server logs and reports those itself), 401/403 (a session or
 * permission outcome, not a bug), and cancelled navigations (a user clicking on before a page loaded).
 */
export function isIgnoredError(error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && (status >= 500 || status === 401 || status === 403)) return true;
  const text = errorText(error);
  return /\b40[13]\b/.test(text) || text.includes('Navigation cancelled');
}

export function reportContext(error: unknown): ErrorReportContext {
  return {
    role: ERROR_REPORT_ROLE,
    release: CLIENT_VERSION,
    status: errorStatus(error),
    code: errorCode(error),
  };
}

/** Wraps a reporter so what 001 §8 ignores never reaches it. */
export function createFilteredReporter(inner: ErrorReporter): ErrorReporter {
  return {
    capture: (error, context) => {
      if (!isIgnoredError(error)) inner.capture(error, context);
    },
  };
}
