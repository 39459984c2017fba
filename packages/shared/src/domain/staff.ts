import { z } from 'zod';
import type { ActorAction } from './actors';

/**
 * Staff roles in a subscriber group (issue 18, decision 045). A role is a named list of actions: the actor
 * row holds the actions, and every console route declares the one action it needs, so the server checks the
 * action, never the role's name.
 */
export const STAFF_ROLES = ['admin', 'credentialing_reviewer', 'recruiter'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const STAFF_ROLE_ACTIONS: Readonly<Record<StaffRole, readonly ActorAction[]>> = {
  // Everything of the console, including the group's staff and requirement sets.
  admin: [
    'view_roster',
    'invite_clinicians',
    'approve_subscriptions',
    'view_requirements',
    'manage_requirements',
    'assign_tasks',
    'view_shares',
    'review_files',
    'manage_members',
    'manage_saml',
  ],
  // Reviews files: the roster, shares, tasks, pending joins and the requirement sets (read only).
  credentialing_reviewer: [
    'view_roster',
    'approve_subscriptions',
    'view_requirements',
    'assign_tasks',
    'view_shares',
    'review_files',
  ],
  // Brings clinicians in: the roster and invitations, with the requirement sets to invite to.
  recruiter: ['view_roster', 'invite_clinicians', 'view_requirements'],
};

/** The role whose action list is exactly the actor's console actions; null for any other mix. */
export function staffRoleOf(actions: readonly string[]): StaffRole | null {
  const held = new Set(actions);
  for (const role of STAFF_ROLES) {
    const wanted = STAFF_ROLE_ACTIONS[role];
    const consoleHeld = [...held].filter((action) => CONSOLE_ACTIONS.has(action));
    if (consoleHeld.length === wanted.length && wanted.every((action) => held.has(action))) return role;
  }
  return null;
}

const CONSOLE_ACTIONS: ReadonlySet<string> = new Set(Object.values(STAFF_ROLE_ACTIONS).flat());

/** A clinician's state on the roster (issue 18). */
export const ROSTER_STATES = ['invited', 'enrolling', 'ready_to_share', 'shared', 'action_needed'] as const;
export const rosterStateSchema = z.enum(ROSTER_STATES);
export type RosterState = z.infer<typeof rosterStateSchema>;

export interface RosterSignals {
  /** Only an open invitation, no subscription yet. */
  invitedOnly: boolean;
  /** Enrolment finished (personal_info enrollment_status). */
  enrolled: boolean;
  /** Required-for-share tasks of the requirement still not done. */
  openRequiredTasks: number;
  /** A flagged or failed primary-source check, or a pending join waiting for the group. */
  problem: boolean;
  /** The clinician shared with this group through the subscription, and has not ended that access. */
  shared: boolean;
}

/**
 * The roster state, first rule that applies: an open invitation only → invited; a problem → action needed;
 * shared → shared; enrolled with every required task done → ready to share; else enrolling.
 */
export function rosterState(signals: RosterSignals): RosterState {
  if (signals.invitedOnly) return 'invited';
  if (signals.problem) return 'action_needed';
  if (signals.shared) return 'shared';
  if (signals.enrolled && signals.openRequiredTasks === 0) return 'ready_to_share';
  return 'enrolling';
}

/** An invitation as the console lists it: an open one past its date is expired. */
export const INVITATION_LISTS = ['open', 'accepted', 'expired', 'revoked'] as const;
export type InvitationList = (typeof INVITATION_LISTS)[number];

export function invitationListOf(
  invitation: { status: 'open' | 'accepted' | 'revoked'; expires_at: Date | string },
  now: Date,
): InvitationList {
  if (invitation.status !== 'open') return invitation.status;
  return new Date(invitation.expires_at).getTime() > now.getTime() ? 'open' : 'expired';
}

/** How long an invitation (and a resent one) stays open. */
export const INVITATION_VALID_DAYS = 30;
/** Most rows one CSV upload may invite. */
export const INVITATION_CSV_MAX_ROWS = 500;
/** Most characters one CSV upload may hold (about 500 lines of 120 characters). */
export const INVITATION_CSV_MAX_CHARS = 60_000;
