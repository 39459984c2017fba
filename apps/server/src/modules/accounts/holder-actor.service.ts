import { HOLDER_ACTIONS } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertActor } from './accounts.repository';

/**
 * The actor every new clinician starts with, however the account came to be (sign-up, on behalf of an
 * organization, SAML, professional network): the holder actions and an identity check not yet started.
 */
export function insertHolderActor(
  db: Kysely<Database>,
  person: { userId: string; firstName?: string | null; lastName?: string | null; email: string },
): Promise<string> {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return insertActor(db, {
    user_id: person.userId,
    access_level: 'holder',
    actions: [...HOLDER_ACTIONS],
    settings: JSON.stringify({ id_verification: 'not_started' }),
    name: name || person.email,
  });
}
