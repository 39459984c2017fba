import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findUserByEmail } from '../accounts/accounts.repository';
import { audit, type AuditOrigin } from '../audit/audit.service';
import type { AssertedIdentity } from './saml.identity';
import { insertActiveSubscription, insertProvisionedUser, type SamlConnection } from './saml.repository';
import { insertHolderActor } from '../accounts/holder-actor.service';

/**
 * The account an organization's assertion signs in (docs/decisions/009-saml-sign-in.md): the existing
 * person with that e-mail address, or, the first time, a new clinician subscribed to the organization.
 * Run inside the sign-in's transaction so the account and its audit rows commit together.
 */
export async function accountForAssertion(
  trx: Kysely<Database>,
  {
    connection,
    identity,
    origin,
    now,
  }: {
    connection: SamlConnection;
    identity: AssertedIdentity;
    origin: AuditOrigin;
    now: Date;
  },
): Promise<{ userId: string; provisioned: boolean }> {
  const existing = await findUserByEmail(trx, identity.email);
  if (existing) return { userId: existing.id, provisioned: false };
  const userId = await insertProvisionedUser(trx, {
    email: identity.email,
    first_name: identity.firstName,
    last_name: identity.lastName,
    // The organization's IdP vouches for the address; no confirmation e-mail is needed.
    verified_at: now,
  });
  if (!userId) {
    const raced = await findUserByEmail(trx, identity.email);
    if (!raced) throw new Error('provisioned account vanished');
    return { userId: raced.id, provisioned: false };
  }
  const actorId = await insertHolderActor(trx, {
    userId,
    firstName: identity.firstName,
    lastName: identity.lastName,
    email: identity.email,
  });
  await insertActiveSubscription(trx, userId, connection.subscriber_group_id);
  await audit(trx, origin, {
    action: 'account.create',
    outcome: 'success',
    user_id: userId,
    actor_id: actorId,
    target_type: 'user',
    target_id: userId,
    details: { via: 'saml', subscriber_group_id: connection.subscriber_group_id },
  });
  return { userId, provisioned: true };
}
