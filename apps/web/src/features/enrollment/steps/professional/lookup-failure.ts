import { LOOKUP_SOURCE_NAMES, lookupErrors, type LookupSourceKey, type WordingKey } from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import { isApiError } from '#web/lib/api-client';

/** What went wrong with a look-up, as the step shows it: every kind still lets the clinician type it in. */
export interface LookupFailure {
  kind: 'unavailable' | 'not-found' | 'invalid';
  message: WordingKey;
  params: { source: string };
  /** Field messages the server attached to a 400 (wording keys), by the last part of their path. */
  fields: Record<string, WordingKey>;
}

/**
 * Turns any look-up error into what the step shows. 404 lookup.not-found says the source has no record;
 * 400 carries field messages; anything else (503 lookup.unavailable, a rate limit, a network failure, the
 * browser's own time limit, an answer of the wrong shape) means the source could not be asked:
 * 'lookup.unavailable' naming it, or the list's own sentence (001 §8, e.g. 'lookup.training-failed').
 */
export function lookupFailure(
  error: unknown,
  source: LookupSourceKey,
  unavailable: WordingKey = 'lookup.unavailable',
): LookupFailure {
  const params = { source: LOOKUP_SOURCE_NAMES[source] };
  if (isApiError(error) && error.code === lookupErrors.notFound) {
    return { kind: 'not-found', message: 'lookup.not-found', params, fields: {} };
  }
  if (isApiError(error) && error.status === 400) {
    const fields: Record<string, WordingKey> = {};
    for (const detail of error.details) {
      const field = detail.path.split('.').at(-1) ?? detail.path;
      if (isWordingKey(detail.message)) fields[field] ??= detail.message;
    }
    return { kind: 'invalid', message: unavailable, params, fields };
  }
  return { kind: 'unavailable', message: unavailable, params, fields: {} };
}
