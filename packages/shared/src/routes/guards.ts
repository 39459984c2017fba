import { isProfessionalHistoryStep } from '../domain/professional-history';
import type { EnrollmentStatus } from '../domain/enrollment-status';
import type { RouteMatch } from './match';
import { isEnrollHash, isUuid } from './params';
import { paths } from './paths';
import { DASHBOARD_PATH } from './table';

/**
 * Where a page sends the user when its parameters are wrong (000 §2), or null when they are fine.
 * /task with no taskId is the list of the clinician's tasks (decision 048); an unknown professional-history
 * step falls back to the first step of that requirement.
 */
export function invalidParamsRedirect(match: RouteMatch, query?: URLSearchParams | string): string | null {
  const { params } = match;
  switch (match.route.id) {
    case 'enroll':
      return params.hash !== undefined && !isEnrollHash(params.hash) ? paths.enroll() : null;
    case 'professionalHistory':
      if (!isUuid(params.appReqID)) return DASHBOARD_PATH;
      return params.step !== undefined && !isProfessionalHistoryStep(params.step)
        ? paths.professionalHistory(params.appReqID)
        : null;
    case 'task':
      return params.taskId === undefined || isUuid(params.taskId) ? null : DASHBOARD_PATH;
    case 'claimAccount': {
      const search = new URLSearchParams(query ?? '');
      return search.get('hash') && search.get('nonce') ? null : paths.login();
    }
    default:
      return null;
  }
}

export interface EnrollGuardInput {
  /** The actor setting `id_verification`; a missing setting counts as not_started (nothing was begun). */
  idVerification?: string | null;
  enrollmentStatus?: EnrollmentStatus;
  forceEnroll?: boolean;
}

/**
 * The /enroll rule of 000 §2: unless enrolment is in progress or forced, a user whose id_verification
 * setting is not not_started is sent to /action-center. Null means stay.
 */
export function enrollGuard({
  idVerification,
  enrollmentStatus,
  forceEnroll,
}: EnrollGuardInput): string | null {
  if (enrollmentStatus === 'in_progress' || forceEnroll) return null;
  const status = idVerification ?? 'not_started';
  return status === 'not_started' ? null : DASHBOARD_PATH;
}
