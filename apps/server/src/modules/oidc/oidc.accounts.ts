import type { Kysely } from 'kysely';
import type { Account } from 'oidc-provider';
import type { Database } from '../../db/schema';
import { findUserById } from '../accounts/accounts.repository';
import { federatedSubjectOf } from '../network/network.config';
import { findIdentity } from '../network/network.repository';

/** oidc-provider's view of a person: the claims the ID token carries for the granted scopes. */
export async function findAccount(
  db: Kysely<Database>,
  sub: string,
  networkConnection?: string,
): Promise<Account | undefined> {
  const federated = federatedSubjectOf(networkConnection, sub);
  if (federated !== null) return findFederatedAccount(db, networkConnection!, federated, sub);
  if (!/^[0-9a-f-]{36}$/i.test(sub)) return undefined;
  const user = await findUserById(db, sub);
  if (!user) return undefined;
  return {
    accountId: user.id,
    async claims() {
      return {
        sub: user.id,
        email: user.email ?? undefined,
        email_verified: user.email_verified_at !== null,
        phone_number: user.phone ?? undefined,
        given_name: user.first_name ?? undefined,
        family_name: user.last_name ?? undefined,
        name: [user.first_name, user.last_name].filter(Boolean).join(' ') || undefined,
      };
    },
  };
}

/** A professional-network session (`${connection}|${sub}`): claims as upstream last gave them. */
async function findFederatedAccount(
  db: Kysely<Database>,
  connection: string,
  subject: string,
  accountId: string,
): Promise<Account | undefined> {
  const identity = await findIdentity(db, connection, subject);
  if (!identity) return undefined;
  return {
    accountId,
    async claims() {
      return {
        sub: accountId,
        email: identity.email ?? undefined,
        email_verified: identity.email_verified,
        given_name: identity.given_name ?? undefined,
        family_name: identity.family_name ?? undefined,
        name: [identity.given_name, identity.family_name].filter(Boolean).join(' ') || undefined,
      };
    },
  };
}
