import type { EnrollmentStatus } from '../domain/enrollment-status';
import { matchRoute } from './match';
import { paths } from './paths';
import { DASHBOARD_PATH, ROUTES } from './table';
import type { RouteId } from './table';

export interface PostLoginInput {
  /** invite_id of the callback query; read from `query` when not given. */
  inviteId?: string | null;
  /** The callback's query string, kept on /accept-invite. */
  query?: URLSearchParams | string;
  requiredConsentOutstanding: boolean;
  enrollmentStatus: EnrollmentStatus | undefined;
  /** force_enroll of GET /api/personal_info. */
  forceEnroll?: boolean;
  /** The login redirect saved when an unauthenticated user was turned away. */
  savedRedirect?: string | null;
}

export interface PostLoginDestination {
  path: string;
  /** The caller sets enrollment_status to in_progress and saves it before navigating. */
  setEnrollmentInProgress: boolean;
}

// The sign-in answer's own parameters are spent by now; carrying them on would leak the one-time code.
const SIGN_IN_RESPONSE_PARAMS = ['code', 'state', 'session_state', 'iss', 'error', 'error_description'];

// Sending the user back into the sign-in hand-off would loop.
const NOT_A_DESTINATION: ReadonlySet<RouteId> = new Set(['login', 'callback', 'saml', 'redirect', 'timeout']);

/** A saved redirect is followed only when it stays on this site and leads somewhere after sign-in. */
export function isSafeRedirect(target: string | null | undefined): target is string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return false;
  const match = matchRoute(target);
  return !match || !NOT_A_DESTINATION.has(match.route.id);
}

/**
 * The invitation of a saved redirect to /accept-invite: the e-mailed link opened before signing in is saved
 * as the login redirect, and a new clinician would otherwise be sent into enrolment (rule 3 before rule 4)
 * and never see the invitation (decision 059).
 */
function savedInvitation(savedRedirect: string | null | undefined): string | null {
  if (!isSafeRedirect(savedRedirect)) return null;
  if (matchRoute(savedRedirect)?.route.id !== 'acceptInvite') return null;
  return new URL(savedRedirect, 'http://saved.invalid').searchParams.get('invite_id') || null;
}

/** The post-login routing order of 000 §2; the first rule that applies wins. */
export function postLoginDestination(input: PostLoginInput): PostLoginDestination {
  const query = new URLSearchParams(input.query ?? '');
  const inviteId = input.inviteId || query.get('invite_id') || savedInvitation(input.savedRedirect);
  if (inviteId) {
    for (const name of SIGN_IN_RESPONSE_PARAMS) query.delete(name);
    query.set('invite_id', inviteId);
    return { path: `${ROUTES.acceptInvite.path}?${query.toString()}`, setEnrollmentInProgress: false };
  }
  if (input.requiredConsentOutstanding) return { path: paths.intro(), setEnrollmentInProgress: false };
  if (input.enrollmentStatus !== 'finished' || input.forceEnroll) {
    return { path: paths.enroll(), setEnrollmentInProgress: true };
  }
  if (isSafeRedirect(input.savedRedirect))
    return { path: input.savedRedirect, setEnrollmentInProgress: false };
  return { path: DASHBOARD_PATH, setEnrollmentInProgress: false };
}
