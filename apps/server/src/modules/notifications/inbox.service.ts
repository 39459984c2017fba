import type { BodyOf, notificationsApi } from '@credence/shared';
import { notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { audit } from '../audit/audit.service';
import { publish } from './notifications.bus';
import { findSubscribedUser, listNotifications, softDeleteNotification } from './notifications.repository';
import { notify, toWire, type NotifyDeps } from './notifications.service';

/** The list answers at most this many; older ones stay stored. */
export const NOTIFICATION_LIST_LIMIT = 100;

export async function listInbox(deps: Pick<NotifyDeps, 'db'>, { userId, origin }: Caller) {
  const rows = await listNotifications(deps.db, userId, NOTIFICATION_LIST_LIMIT);
  await audit(deps.db, origin, {
    action: 'notification.list',
    outcome: 'success',
    target_type: 'user',
    target_id: userId,
  });
  return rows.map(toWire);
}

/** Another person's notification answers exactly like a missing one. */
export async function deleteFromInbox(
  deps: Pick<NotifyDeps, 'db' | 'clock'>,
  { userId, origin }: Caller,
  id: number,
) {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    if (!(await softDeleteNotification(trx, userId, id, deps.clock()))) return false;
    await audit(trx, origin, {
      action: 'notification.delete',
      outcome: 'success',
      target_type: 'notification',
      target_id: String(id),
    });
    // The person's other tabs and devices drop it too.
    await publish(trx, { kind: 'notification_deleted', user_id: userId, id });
    return true;
  });
  if (!deleted) throw notFound();
  return { ok: true as const };
}

/**
 * Staff who assign tasks may write to a clinician subscribed to their organization. Anyone else, and a
 * person outside the organization, answers 404 as if they did not exist.
 */
export async function sendStaffMessage(
  deps: NotifyDeps,
  { actor, origin }: Caller,
  { user_id: userId, email, type, message }: BodyOf<typeof notificationsApi.send>,
) {
  const recipient = { userId, email };
  const groupId = actor?.subscriber_group_id;
  const person = groupId ? await findSubscribedUser(deps.db, groupId, recipient) : undefined;
  if (!groupId || !person) {
    await audit(deps.db, origin, {
      action: 'notification.create',
      outcome: 'denied',
      details: { reason: 'not-subscribed' },
    });
    throw notFound();
  }
  await notify(deps, {
    userId: person.id,
    type,
    titleKey: 'notifications.message-from',
    titleParams: { organization: person.group_name },
    text: message,
    payload: { subscriber_group_id: groupId },
    origin,
  });
  return { ok: true as const };
}
