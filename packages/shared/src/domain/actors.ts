import { z } from 'zod';

/**
 * Actor access levels. super_user is the one the spec names (it may do everything); the others are ours:
 * holder is the clinician; admin and staff are subscriber-organization members.
 */
export const ACCESS_LEVELS = ['super_user', 'admin', 'staff', 'holder'] as const;
export const accessLevelSchema = z.enum(ACCESS_LEVELS);
export type AccessLevel = z.infer<typeof accessLevelSchema>;

/** Actions a new clinician (holder) actor starts with. */
export const HOLDER_ACTIONS = [
  'get_self_attested',
  'post_self_attested',
  'get_documents',
  'post_documents',
  'delete_documents',
  'get_credentials',
  'share_credentials',
  'get_tasks',
  'submit_tasks',
  'get_subscriptions',
  'accept_invites',
  'sign_consent',
] as const;

/** Actions of subscriber-organization staff (the console). */
export const SUBSCRIBER_ACTIONS = [
  'invite_clinicians',
  'assign_tasks',
  'view_shares',
  'manage_requirements',
  'manage_members',
  // The console's finer actions (decision 045): each staff role holds some of them (domain/staff.ts).
  'view_roster',
  'view_requirements',
  'approve_subscriptions',
  'review_files',
  // The group's SAML connection (decision 061): admins only.
  'manage_saml',
] as const;

/**
 * Action names an actor's `actions` list may hold. get_self_attested is the spec's (without it the clinician
 * is logged out at /callback); the rest name the call families of 000 §7 and the subscriber console.
 */
export const ACTOR_ACTIONS = [...HOLDER_ACTIONS, ...SUBSCRIBER_ACTIONS] as const;
export const actorActionSchema = z.enum(ACTOR_ACTIONS);
export type ActorAction = z.infer<typeof actorActionSchema>;

/** The action a signed-in clinician must hold to stay signed in. */
export const REQUIRED_SIGN_IN_ACTION: ActorAction = 'get_self_attested';

export interface ActorPermissions {
  access_level: string;
  actions?: readonly string[] | null;
}

/** 000 §6: super_user may do every action; any other actor only what its own list holds. */
export function actorMayDo(actor: ActorPermissions | null | undefined, action: ActorAction): boolean {
  if (!actor) return false;
  if (actor.access_level === 'super_user') return true;
  return actor.actions?.includes(action) ?? false;
}
