import { errorCodes } from '@credence/shared';
import type { WordingKey } from '@credence/shared';
import type { SnackbarOptions } from '../../components/ui';
import { wordingOfCode } from '../error-wording';
import { errorCode, errorStatus, reportContext } from './error-reporter';
import type { ErrorReporter } from './error-reporter';

export interface HandleErrorOptions {
  /** Also show the persistent top-right notice; off unless asked, so background failures stay quiet. */
  notify?: boolean;
}

export type HandleError = (error: unknown, options?: HandleErrorOptions) => void;

export interface ErrorHandlerDeps {
  reporter: ErrorReporter;
  showNotice: (options: SnackbarOptions) => string;
  closeNotice: (id: string) => void;
  t: (key: WordingKey) => string;
  onLogout: () => void;
}

/** A not-authenticated answer: its notice offers to log in again instead of leaving the user stuck. */
export function isNotAuthenticated(error: unknown): boolean {
  return errorCode(error) === errorCodes.notAuthenticated || errorStatus(error) === 401;
}

/** The notice's wording key: the server's code when the catalogue has it, else internal-error (000 §8). */
export function noticeKey(error: unknown): WordingKey {
  const key = wordingOfCode(errorCode(error));
  if (key !== undefined) return key;
  return isNotAuthenticated(error) ? errorCodes.notAuthenticated : errorCodes.internal;
}

/** The generic handler of 000 §8 without React, so it can be tested and reused outside components. */
export function createErrorHandler(deps: ErrorHandlerDeps): HandleError {
  // One notice per message: a burst of failed calls (say, every query after the session ended) must not
  // queue a stack of identical notices, each of which the user would have to close.
  const shown = new Map<WordingKey, string>();

  return (error, { notify = false } = {}) => {
    console.error(error);
    deps.reporter.capture(error, reportContext(error));
    if (!notify) return;

    const key = noticeKey(error);
    const previous = shown.get(key);
    if (previous !== undefined) deps.closeNotice(previous);
    const action = isNotAuthenticated(error)
      ? { label: deps.t('auth.log-in-again'), onClick: deps.onLogout }
      : undefined;
    shown.set(key, deps.showNotice({ type: 'error', persistent: true, message: deps.t(key), action }));
  };
}
