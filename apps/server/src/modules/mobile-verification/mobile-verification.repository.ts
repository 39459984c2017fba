import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * When the confirmed number is also the account's sign-in number, that number is now verified too. The
 * account's own number is never replaced from enrolment: it is a sign-in identifier.
 */
export async function markPhoneVerified(db: Db, userId: string, phone: string, at: Date) {
  await db
    .updateTable('users')
    .set({ phone_verified_at: at, updated_at: at })
    .where('id', '=', userId)
    .where('phone', '=', phone)
    .where('phone_verified_at', 'is', null)
    .execute();
}
