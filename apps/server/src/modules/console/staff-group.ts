import type { Caller } from '#server/lib/caller';

const STAFF_LEVELS = new Set(['admin', 'staff', 'super_user']);

/**
 * The subscriber group the caller acts for: its actor's group when that actor is staff. A caller with none
 * (a clinician given a console action, say) has no group: its lists are empty and every id is the same 404
 * as a missing one, so it learns nothing of any group.
 */
export function groupOf(caller: Caller): string | null {
  const actor = caller.actor;
  if (!actor || !STAFF_LEVELS.has(actor.access_level)) return null;
  return actor.subscriber_group_id;
}
