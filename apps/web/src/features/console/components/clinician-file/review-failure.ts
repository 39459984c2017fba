import { errorCodes } from '@credence/shared';
import { isApiError } from '#web/lib/api-client';

/**
 * A save on the clinician's file that failed: a 400 with details goes back to the form (onto its fields);
 * any other failure is said in the page's status line, as before the form engine.
 */
export function sayOrRethrow(error: unknown, say: () => void) {
  if (
    isApiError(error) &&
    error.status === 400 &&
    error.code === errorCodes.badRequest &&
    error.details.length > 0
  )
    throw error;
  say();
}
