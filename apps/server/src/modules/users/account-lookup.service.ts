import { actorMayDo } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { audit } from '../audit/audit.service';
import { findOrganizationPerson } from './users.repository';

/**
 * GET /api/account_lookup?email=: a subscriber's staff (invite_clinicians) check whether a clinician they
 * invited has claimed the account made for them. Only people invited to or subscribed with the staff's own
 * organization are found, so the call cannot tell whether an address has an account elsewhere.
 */
export async function lookupOrganizationAccount(
  deps: { db: Kysely<Database> },
  caller: Caller,
  email: string,
) {
  const { origin } = caller;
  const groupId = caller.actor?.subscriber_group_id;
  if (!groupId || !actorMayDo(caller.actor, 'invite_clinicians')) {
    await audit(deps.db, origin, { action: 'account.lookup', outcome: 'denied' });
    throw forbidden();
  }
  const person = await findOrganizationPerson(deps.db, groupId, email.trim().toLowerCase());
  await audit(deps.db, origin, {
    action: 'account.lookup',
    outcome: person ? 'success' : 'failure',
    target_type: 'user',
    target_id: person?.id ?? null,
  });
  if (!person) throw notFound();
  return { claimed: person.password_hash !== null, has_actor: Boolean(person.has_actor), job_id: null };
}
