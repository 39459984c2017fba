import { errorCodes, resumeParserErrors } from '@credence/shared';
import type { WordingKey } from '@credence/shared';
import { isApiError } from '#web/lib/api-client';

/**
 * What to say when a resume could not be read (001 §8: then the clinician enters the history manually).
 * Too slow (504) is the timeout; a file the server refuses says why; anything else (unreadable, no answer)
 * is a parse error, since either way nothing was found.
 */
export function resumeErrorKey(error: unknown): WordingKey {
  if (!isApiError(error)) return resumeParserErrors.parseError;
  if (error.status === 504 || error.code === resumeParserErrors.parseTimeout)
    return resumeParserErrors.parseTimeout;
  if (error.status === 413) return errorCodes.tooLarge;
  if (error.status === 415) return errorCodes.unsupportedMedia;
  if (error.status === 429) return errorCodes.rateLimited;
  return resumeParserErrors.parseError;
}
