import { errorCodes, lookupErrors, type WordingKey } from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import { isApiError } from '#web/lib/api-client';

/** What to say when an identity call failed: the provider is down, the status cannot move, or anything else. */
export function identityFailure(error: unknown): WordingKey {
  if (!isApiError(error)) return 'error.something-went-wrong';
  if (error.code === lookupErrors.unavailable || error.status === 0 || error.status >= 500)
    return 'identity.unavailable';
  if (error.status === 400) {
    const detail = error.details.find((candidate) => isWordingKey(candidate.message));
    if (detail && detail.path.startsWith('status')) return detail.message as WordingKey;
    if (detail?.path === 'cross_device_token') return 'identity.link-expired';
    // The applicant is made from the saved profile: a missing name, birth date or address is the reason.
    if (detail) return 'identity.profile-incomplete';
  }
  if (error.code === errorCodes.rateLimited) return 'request.rate-limited';
  return 'error.something-went-wrong';
}
