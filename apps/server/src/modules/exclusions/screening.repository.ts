import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, DobCheck, ExclusionMatchMethod, ExclusionMatchStatus } from '../../db/schema';
import { idsIn } from './subjects';

type Db = Kysely<Database>;

/** Which pairs a screening looks at: some clinicians against all rows, or all clinicians against changed rows. */
export interface ScreeningScope {
  source: string;
  userIds?: readonly string[];
  /** Only the rows this snapshot added or changed (the monthly diff). */
  changedIn?: string;
}

export interface HitRow {
  user_id: string;
  row_id: number;
  row_key: string;
  row_hash: string;
  method: ExclusionMatchMethod;
  dobs: string[];
}

const TRUE = sql<boolean>`true`;

/**
 * Every (clinician, row) pair that hits, in one statement (credentials.md §4 rules 3-4; decision 033):
 * - identifier: the NPI (the list's 0000000000 is stored as none), or license number with its state;
 * - name, blocked on the Double Metaphone code of a last-name part and a first-name key (the name or its
 *   nickname group), the last names equal or one edit apart (Thompson/Thomson);
 * - name, blocked on an equal last-name part and first initial, the first names one edit apart (typos) or one
 *   of them only an initial.
 * A pair found several ways keeps its strongest method. Removed rows are never hit.
 */
export async function findHits(db: Db, scope: ScreeningScope): Promise<HitRow[]> {
  const users = (column: RawBuilder<unknown>) => (scope.userIds ? idsIn(column, scope.userIds) : TRUE);
  const changed = (rowId: RawBuilder<unknown>) =>
    scope.changedIn
      ? sql<boolean>`${rowId} in (select id from exclusion_rows where source = ${scope.source}
          and changed_snapshot_id = ${scope.changedIn})`
      : TRUE;
  const { rows } = await sql<HitRow>`
    with hits as (
      select i.user_id, r.id as row_id, 'npi' as method, 1 as strength
      from exclusion_subject_ids i join exclusion_rows r on r.npi = i.value
      where i.kind = 'npi' and r.source = ${scope.source} and ${users(sql`i.user_id`)} and ${changed(sql`r.id`)}
      union all
      select i.user_id, r.id, 'license', 2
      from exclusion_subject_ids i join exclusion_rows r on r.license = i.value and r.state = i.state
      where i.kind = 'license' and r.source = ${scope.source} and ${users(sql`i.user_id`)} and ${changed(sql`r.id`)}
      union all
      select s.user_id, n.row_id, 'name', 3
      from exclusion_subject_names s
      join exclusion_row_names n on n.last_code = s.last_code and n.first_key = s.first_key
      where n.source = ${scope.source} and ${users(sql`s.user_id`)} and ${changed(sql`n.row_id`)}
        and (n.last_name = s.last_name or levenshtein(n.last_name, s.last_name) <= 1)
      union all
      select s.user_id, n.row_id, 'name', 3
      from exclusion_subject_names s
      join exclusion_row_names n on n.last_name = s.last_name and left(n.first_name, 1) = left(s.first_name, 1)
      where n.source = ${scope.source} and ${users(sql`s.user_id`)} and ${changed(sql`n.row_id`)}
        and (length(n.first_name) = 1 or length(s.first_name) = 1 or levenshtein(n.first_name, s.first_name) <= 1)
    ),
    best as (
      select distinct on (user_id, row_id) user_id, row_id, method from hits order by user_id, row_id, strength
    )
    select b.user_id, b.row_id, r.row_key, r.row_hash, b.method, r.dobs
    from best b join exclusion_rows r on r.id = b.row_id
    where r.removed_snapshot_id is null`.execute(db);
  return rows;
}

export interface MatchInput {
  user_id: string;
  row_key: string;
  row_hash: string;
  row_id: number;
  method: ExclusionMatchMethod;
  dob_check: DobCheck;
  status: ExclusionMatchStatus;
}

export interface RecordedMatch {
  id: string;
  user_id: string;
  row_key: string;
  status: ExclusionMatchStatus;
  /** New, or its row changed, or its status changed, or back after it had gone: what alerts. */
  changed: boolean;
}

/**
 * Records hits per (clinician, source, row key) (rule 6): a clinician's "not me" stands while the row's hash is
 * the one it was given on and the hit is still only a candidate; a changed row reopens it. Answers which
 * matches changed, so an unchanged row does not alert again.
 */
export async function recordMatches(
  db: Db,
  source: string,
  matches: readonly MatchInput[],
  now: Date,
): Promise<RecordedMatch[]> {
  if (matches.length === 0) return [];
  const keep = sql`(exclusion_matches.status = 'not_me' and exclusion_matches.row_hash = excluded.row_hash
    and excluded.status = 'candidate')`;
  const status = sql`case when ${keep} then 'not_me' else excluded.status end`;
  // What alerts: a candidate or an exclusion that is new, on a changed row, of a changed status or back after it
  // had gone. Its alerted_at is set in the same statement (a second UPDATE cost as much as the upsert).
  const alerts = sql`(${status} in ('candidate', 'excluded') and (exclusion_matches.row_hash <> excluded.row_hash
    or exclusion_matches.status <> ${status} or not exclusion_matches.active))`;
  const column = <K extends keyof MatchInput>(name: K) => matches.map((m) => m[name]);
  const { rows } = await sql<RecordedMatch>`
    with input as (
      select * from unnest(${column('user_id')}::uuid[], ${column('row_key')}::text[], ${column('row_hash')}::text[],
        ${column('row_id')}::bigint[], ${column('method')}::text[], ${column('dob_check')}::text[], ${column('status')}::text[])
        as x(user_id, row_key, row_hash, row_id, method, dob_check, status)
    ),
    old as (
      select m.user_id, m.row_key, m.row_hash, m.status, m.active
      from exclusion_matches m join input i on i.user_id = m.user_id and i.row_key = m.row_key
      where m.source = ${source}
    ),
    up as (
      insert into exclusion_matches (user_id, source, row_key, row_hash, row_id, method, dob_check, status, updated_at,
        alerted_at)
      select i.user_id, ${source}, i.row_key, i.row_hash, i.row_id, i.method, i.dob_check, i.status, ${now},
        case when i.status in ('candidate', 'excluded') then ${now}::timestamptz end
      from input i
      on conflict (user_id, source, row_key) do update set
        row_id = excluded.row_id, method = excluded.method, dob_check = excluded.dob_check, active = true,
        updated_at = excluded.updated_at,
        status = ${status},
        evidence = case when ${keep} then exclusion_matches.evidence end,
        document_id = case when ${keep} then exclusion_matches.document_id end,
        decided_by = case when ${keep} then exclusion_matches.decided_by end,
        decided_at = case when ${keep} then exclusion_matches.decided_at end,
        alerted_at = case when ${alerts} then excluded.updated_at else exclusion_matches.alerted_at end,
        row_hash = excluded.row_hash
      returning id, user_id, row_key, row_hash, status
    )
    select up.id, up.user_id, up.row_key, up.status,
      (old.user_id is null or old.row_hash <> up.row_hash or old.status <> up.status or not old.active) as changed
    from up left join old on old.user_id = up.user_id and old.row_key = up.row_key`.execute(db);
  return rows;
}

/** Hits in the scope that no longer hit (the row changed or left the list, the profile changed) go inactive. */
export async function retireMatches(
  db: Db,
  scope: ScreeningScope,
  current: readonly { user_id: string; row_key: string }[],
): Promise<number> {
  const inScope = scope.changedIn
    ? sql<boolean>`m.row_key in (select row_key from exclusion_rows where source = ${scope.source}
        and (changed_snapshot_id = ${scope.changedIn} or removed_snapshot_id = ${scope.changedIn}))`
    : scope.userIds
      ? idsIn(sql`m.user_id`, scope.userIds)
      : TRUE;
  const { rows } = await sql<{ count: number }>`
    with retired as (
      update exclusion_matches m set active = false
      where m.source = ${scope.source} and m.active and ${inScope}
        and not exists (
          select 1 from unnest(${current.map((c) => c.user_id)}::uuid[], ${current.map((c) => c.row_key)}::text[])
            as c(user_id, row_key)
          where c.user_id = m.user_id and c.row_key = m.row_key)
      returning 1
    )
    select count(*)::int as count from retired`.execute(db);
  return rows[0]?.count ?? 0;
}
