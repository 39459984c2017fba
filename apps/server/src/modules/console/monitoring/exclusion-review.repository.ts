import { sql, type Kysely } from 'kysely';
import type { Database, ExclusionReviewDecision } from '#server/db/schema';

type Db = Kysely<Database>;

/**
 * The candidates of the group's actively subscribed clinicians: active name matches still a candidate or
 * pre-cleared by the clinician ("not me"), with the group's decision if any (which counts only while the
 * row's hash is the one it was taken on), the row as published and the source's newest snapshot.
 */
export function listGroupCandidates(db: Db, groupId: string, matchId?: string) {
  let query = db
    .selectFrom('exclusion_matches as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('exclusion_rows as r', 'r.id', 'm.row_id')
    .leftJoin('exclusion_reviews as v', (join) =>
      join.onRef('v.match_id', '=', 'm.id').on('v.subscriber_group_id', '=', groupId),
    )
    .leftJoin('actors as a', 'a.id', 'v.decided_by')
    .select([
      'm.id',
      'm.user_id',
      'm.source',
      'm.method',
      'm.dob_check',
      'm.status',
      'm.row_id',
      'm.row_hash',
      'm.evidence',
      'm.document_id',
      'm.decided_at as not_me_at',
      'r.raw',
      'u.first_name',
      'u.last_name',
      'v.decision',
      'v.row_hash as decided_hash',
      'v.decided_at',
      'v.note as decision_note',
      'a.name as decided_by_name',
    ])
    .where('m.active', '=', true)
    .where('m.status', 'in', ['candidate', 'not_me'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('subscriptions as s')
          .select(sql`1`.as('one'))
          .whereRef('s.user_id', '=', 'm.user_id')
          .where('s.subscriber_group_id', '=', groupId)
          .where('s.status', '=', 'active'),
      ),
    );
  if (matchId) query = query.where('m.id', '=', matchId);
  return query.orderBy('u.last_name').orderBy('u.first_name').orderBy('m.source').orderBy('m.id').execute();
}

export type CandidateRow = Awaited<ReturnType<typeof listGroupCandidates>>[number];

/** The newest snapshot of each list source. */
export async function newestSnapshots(db: Db) {
  const rows = await db
    .selectFrom('exclusion_snapshots')
    .select(['source', 'sha256', 'fetched_at'])
    .distinctOn('source')
    .orderBy('source')
    .orderBy('fetched_at', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.source, row]));
}

/** The names each side was matched on (full names, normalised), for the score. */
export async function namesOf(db: Db, userIds: readonly string[], rowIds: readonly number[]) {
  const subjects = userIds.length
    ? await db
        .selectFrom('exclusion_subject_names')
        .select(['user_id', 'full_name'])
        .where('user_id', 'in', [...userIds])
        .execute()
    : [];
  const rows = rowIds.length
    ? await db
        .selectFrom('exclusion_row_names')
        .select(['row_id', 'full_name'])
        .where('row_id', 'in', [...rowIds])
        .execute()
    : [];
  const group = <K>(items: { key: K; name: string }[]) => {
    const out = new Map<K, string[]>();
    for (const { key, name } of items) out.set(key, [...(out.get(key) ?? []), name]);
    return out;
  };
  return {
    subjects: group(subjects.map((s) => ({ key: s.user_id, name: s.full_name }))),
    rows: group(rows.map((r) => ({ key: Number(r.row_id), name: r.full_name }))),
  };
}

/** Records (or replaces) the group's decision on a match, with the row hash it was taken on. */
export const saveReview = (
  db: Db,
  review: {
    groupId: string;
    matchId: string;
    rowHash: string;
    decision: ExclusionReviewDecision;
    note: string | null;
    actorId: string | null;
    at: Date;
  },
) =>
  db
    .insertInto('exclusion_reviews')
    .values({
      subscriber_group_id: review.groupId,
      match_id: review.matchId,
      row_hash: review.rowHash,
      decision: review.decision,
      note: review.note,
      decided_by: review.actorId,
      decided_at: review.at,
    })
    .onConflict((oc) =>
      oc.columns(['subscriber_group_id', 'match_id']).doUpdateSet({
        row_hash: review.rowHash,
        decision: review.decision,
        note: review.note,
        decided_by: review.actorId,
        decided_at: review.at,
      }),
    )
    .execute();

/** Whether the group's match is active and one a person decides (not an identifier match). */
export const findGroupMatch = (db: Db, groupId: string, matchId: string) =>
  db
    .selectFrom('exclusion_matches as m')
    .select(['m.id', 'm.status', 'm.row_hash', 'm.user_id'])
    .where('m.id', '=', matchId)
    .where('m.active', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('subscriptions as s')
          .select(sql`1`.as('one'))
          .whereRef('s.user_id', '=', 'm.user_id')
          .where('s.subscriber_group_id', '=', groupId)
          .where('s.status', '=', 'active'),
      ),
    )
    .executeTakeFirst();

/**
 * The group's standing decisions (with their notes) on its clinicians' active matches, by clinician and list:
 * what the monthly report shows beside a list check (decision 062). A decision on a changed row is not one.
 */
export const listGroupDecisions = (db: Db, groupId: string, userIds: string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('exclusion_reviews as v')
        .innerJoin('exclusion_matches as m', 'm.id', 'v.match_id')
        .select(['m.user_id', 'm.source', 'v.decision', 'v.note', 'v.decided_at'])
        .where('v.subscriber_group_id', '=', groupId)
        .where('m.user_id', 'in', userIds)
        .where('m.active', '=', true)
        .whereRef('v.row_hash', '=', 'm.row_hash')
        .orderBy('v.decided_at')
        .execute();
