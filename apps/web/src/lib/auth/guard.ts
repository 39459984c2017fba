import { enrollGuard, isPublicPath, matchRoute } from '@credence/shared';
import type { EnrollGuardInput } from '@credence/shared';
import type { AuthStatus } from './session-types';

export interface GuardInput {
  pathname: string;
  search?: string;
  status: AuthStatus;
  /** The logged-in flag of local storage: set means the tokens were only lost to a reload. */
  loggedIn: boolean;
  /** What the /enroll rule needs (actor setting and personal_info); undefined while it loads. */
  enroll?: EnrollGuardInput;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  /** Re-authorize with prompt=none and come back to `returnTo`. */
  | { kind: 'reauthorize'; returnTo: string }
  /** Save `returnTo` as the login redirect and go to the login entry. */
  | { kind: 'sign-in'; returnTo: string }
  | { kind: 'redirect'; to: string };

/** The access rules of 000 §2 for one URL, without React, so every branch is tested on its own. */
export function decideGuard({ pathname, search = '', status, loggedIn, enroll }: GuardInput): GuardDecision {
  if (isPublicPath(pathname)) return { kind: 'allow' };
  if (status === 'signing-out') return { kind: 'wait' };
  const returnTo = `${pathname}${search}`;
  if (status !== 'signed-in') {
    // Without the flag there is no session to restore: prompt=none would only bounce back with login_required.
    return loggedIn ? { kind: 'reauthorize', returnTo } : { kind: 'sign-in', returnTo };
  }
  if (matchRoute(pathname)?.route.id === 'enroll') {
    if (!enroll) return { kind: 'wait' };
    const to = enrollGuard(enroll);
    return to ? { kind: 'redirect', to } : { kind: 'allow' };
  }
  return { kind: 'allow' };
}
