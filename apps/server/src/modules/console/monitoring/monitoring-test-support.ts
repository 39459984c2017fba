import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { insertTestSubscriber } from '../console-test-support';

/** An open exclusion candidate (a name-only LEIE hit) of a new clinician actively subscribed to the group. */
export async function insertTestCandidate(db: Kysely<Database>, groupId: string, appReqId: string) {
  const { userId } = await insertTestSubscriber(db, groupId, appReqId, { first: 'Lee' });
  const match = await db
    .insertInto('exclusion_matches')
    .values({
      user_id: userId,
      source: 'oig_leie',
      row_key: `test-${randomBytes(4).toString('hex')}`,
      row_hash: randomBytes(16).toString('hex'),
      row_id: null,
      method: 'name',
      dob_check: 'unknown',
      status: 'candidate',
      evidence: null,
      document_id: null,
      decided_by: null,
      decided_at: null,
      alerted_at: null,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return match.id;
}
