import type { Kysely } from 'kysely';
import type { Account } from 'oidc-provider';
import type { Database } from '../../db/schema';
import { findUserById } from '../accounts/accounts.repository';

/** oidc-provider's view of a person: the claims the ID token carries for the granted scopes. */
export async function findAccount(db: Kysely<Database>, sub: string): Promise<Account | undefined> {
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
