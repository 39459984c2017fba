import { STAFF_ROLE_ACTIONS, type StaffRole } from '@credence/shared';
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/passwords';
import type { Database } from './schema';

/**
 * Riverside Health's other console staff (issue 18, decision 045), beside the admin of seed.ts: a
 * credentialing reviewer and a recruiter, each with their role's actions. Same demo password as the admin.
 */
export const DEMO_STAFF: readonly { email: string; first: string; last: string; role: StaffRole }[] = [
  { email: 'reviewer@riverside.test', first: 'Dana', last: 'Brooks', role: 'credentialing_reviewer' },
  { email: 'recruiter@riverside.test', first: 'Sam', last: 'Ortiz', role: 'recruiter' },
];

export async function seedConsoleStaff(
  db: Kysely<Database>,
  groupId: string,
  password: string,
  passwordHash?: string,
): Promise<void> {
  const hash = passwordHash ?? (await hashPassword(password));
  for (const person of DEMO_STAFF) {
    const user = await db
      .insertInto('users')
      .values({
        email: person.email,
        password_hash: hash,
        email_verified_at: new Date(),
        first_name: person.first,
        last_name: person.last,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('actors')
      .values({
        user_id: user.id,
        access_level: 'staff',
        actions: [...STAFF_ROLE_ACTIONS[person.role]],
        name: `Riverside Health ${person.role.replace('_', ' ')}`,
        subscriber_group_id: groupId,
      })
      .execute();
  }
}
