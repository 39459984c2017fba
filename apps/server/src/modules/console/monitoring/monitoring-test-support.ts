import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { insertTestSubscriber } from '../console-test-support';

/** An open name-only exclusion candidate of `userId` on a row of `source`. */
export async function insertTestMatch(
  db: Kysely<Database>,
  match: { userId: string; source: string; rowKey: string; rowHash: string },
) {
  const row = await db
    .insertInto('exclusion_matches')
    .values({
      user_id: match.userId,
      source: match.source,
      row_key: match.rowKey,
      row_hash: match.rowHash,
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
  return row.id;
}

/** An open exclusion candidate (a name-only LEIE hit) of a new clinician actively subscribed to the group. */
export async function insertTestCandidate(db: Kysely<Database>, groupId: string, appReqId: string) {
  const { userId } = await insertTestSubscriber(db, groupId, appReqId, { first: 'Lee' });
  return insertTestMatch(db, {
    userId,
    source: 'oig_leie',
    rowKey: `test-${randomBytes(4).toString('hex')}`,
    rowHash: randomBytes(16).toString('hex'),
  });
}
