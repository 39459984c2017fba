import type { Caller } from '#server/lib/caller';

const STAFF_LEVELS = new Set(['admin', 'staff', 'super_user']);

/** The caller's subscriber group when it acts as staff; null otherwise (empty lists, the 404 of a missing id). */
export const groupOf = (caller: Caller): string | null =>
  caller.actor && STAFF_LEVELS.has(caller.actor.access_level) ? caller.actor.subscriber_group_id : null;
