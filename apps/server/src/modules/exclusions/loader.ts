import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { localListFiles } from './list-files';
import { allNameKeys } from './names';
import type { ExclusionRecord } from './parsers/record';
import { SOURCES, snapshotKindOf, type ExclusionSource } from './sources';

type Db = Kysely<Database>;
const BATCH = 2000;

export interface LoadResult {
  source: ExclusionSource;
  /** The new snapshot; the previous one when the file is byte for byte the one already loaded. */
  snapshotId: string;
  kind: 'full' | 'additions' | 'removals';
  sha256: string;
  rowCount: number;
  changedCount: number;
  removedCount: number;
  /** The file had the SHA-256 of the newest snapshot of this kind: nothing was loaded. */
  unchanged: boolean;
}

/** What a staged row carries: the record with its name keys, ready for SQL. */
const payloadOf = (record: ExclusionRecord) => ({
  entity_type: record.entityType,
  display_name: record.displayName,
  dobs: record.dobs,
  npi: record.npi,
  state: record.state,
  license: record.license,
  excl_type: record.exclType,
  excluded_on: record.excludedOn,
  ends_on: record.endsOn,
  raw: record.raw,
  name_keys: record.entityType === 'individual' ? allNameKeys(record.names) : [],
});

async function stage(db: Db, snapshotId: string, records: AsyncIterable<ExclusionRecord>): Promise<number> {
  let count = 0;
  let batch: { row_key: string; row_hash: string; payload: unknown }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await sql`insert into exclusion_staging (snapshot_id, row_key, row_hash, payload)
      select ${snapshotId}, x.row_key, x.row_hash, x.payload
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(row_key text, row_hash text, payload jsonb)`.execute(
      db,
    );
    batch = [];
  };
  for await (const record of records) {
    batch.push({ row_key: record.rowKey, row_hash: record.rowHash, payload: payloadOf(record) });
    count++;
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return count;
}

/** New rows, changed rows and rows back after a removal take this snapshot as their change; returns how many. */
async function applyUpserts(db: Db, source: string, snapshotId: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    with upserted as (
      insert into exclusion_rows (source, row_key, row_hash, entity_type, display_name, dobs, npi, state, license,
        excl_type, excluded_on, ends_on, raw, changed_snapshot_id)
      select ${source}, s.row_key, s.row_hash, s.payload->>'entity_type', s.payload->>'display_name',
        array(select jsonb_array_elements_text(s.payload->'dobs')), s.payload->>'npi', s.payload->>'state',
        s.payload->>'license', s.payload->>'excl_type', s.payload->>'excluded_on', s.payload->>'ends_on',
        s.payload->'raw', ${snapshotId}
      from exclusion_staging s
      left join exclusion_rows r on r.source = ${source} and r.row_key = s.row_key
      where s.snapshot_id = ${snapshotId}
        and (r.id is null or r.row_hash <> s.row_hash or r.removed_snapshot_id is not null)
      on conflict (source, row_key) do update set
        row_hash = excluded.row_hash, entity_type = excluded.entity_type, display_name = excluded.display_name,
        dobs = excluded.dobs, npi = excluded.npi, state = excluded.state, license = excluded.license,
        excl_type = excluded.excl_type, excluded_on = excluded.excluded_on, ends_on = excluded.ends_on,
        raw = excluded.raw, changed_snapshot_id = excluded.changed_snapshot_id, removed_snapshot_id = null
      returning id
    )
    select count(*)::int as count from upserted`.execute(db);
  // The changed rows' name keys, replaced; the Double Metaphone code of each last name computed here.
  await sql`delete from exclusion_row_names where row_id in (
      select id from exclusion_rows where source = ${source} and changed_snapshot_id = ${snapshotId})`.execute(
    db,
  );
  await sql`
    insert into exclusion_row_names (row_id, source, first_name, first_key, last_name, last_code, full_name)
    select r.id, ${source}, n.first_name, n.first_key, n.last_name, dmetaphone(n.last_name), n.full_name
    from exclusion_staging s
    join exclusion_rows r on r.source = ${source} and r.row_key = s.row_key and r.changed_snapshot_id = ${snapshotId}
    cross join jsonb_to_recordset(s.payload->'name_keys')
      as n(first_name text, first_key text, last_name text, full_name text)
    where s.snapshot_id = ${snapshotId}`.execute(db);
  return rows[0]?.count ?? 0;
}

/** Marks rows removed: those a full list no longer holds, or those a removals file names. */
async function applyRemovals(db: Db, source: string, snapshotId: string, full: boolean): Promise<number> {
  const staged = sql`exists (select 1 from exclusion_staging s where s.snapshot_id = ${snapshotId} and s.row_key = r.row_key)`;
  const { rows } = await sql<{ count: number }>`
    with removed as (
      update exclusion_rows r set removed_snapshot_id = ${snapshotId}
      where r.source = ${source} and r.removed_snapshot_id is null and ${full ? sql`not ${staged}` : staged}
      returning r.id
    ),
    names as (delete from exclusion_row_names where row_id in (select id from removed))
    select count(*)::int as count from removed`.execute(db);
  return rows[0]?.count ?? 0;
}

/**
 * Loads one list whole (decision 033): the file is hashed, parsed in a stream, staged, and diffed against the
 * source's current rows in SQL, in one transaction under a per-source lock. A file identical to the newest
 * snapshot of its kind is not loaded again.
 */
export async function loadExclusionList(
  db: Db,
  source: ExclusionSource,
  locations: { main: string; alt?: string },
  { now, kind = snapshotKindOf(source, locations.main) }: { now: Date; kind?: LoadResult['kind'] },
): Promise<LoadResult> {
  const local = await localListFiles(locations);
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`exclusions:${source}`}))`.execute(trx);
      const previous = await trx
        .selectFrom('exclusion_snapshots')
        .selectAll()
        .where('source', '=', source)
        .where('kind', '=', kind)
        .orderBy('fetched_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (previous && previous.sha256 === local.sha256)
        return {
          source,
          snapshotId: previous.id,
          kind,
          sha256: local.sha256,
          rowCount: previous.row_count,
          changedCount: 0,
          removedCount: 0,
          unchanged: true,
        };
      const snapshotId = randomUUID();
      const url = locations.alt ? `${locations.main} ${locations.alt}` : locations.main;
      await trx
        .insertInto('exclusion_snapshots')
        .values({ id: snapshotId, source, kind, url, fetched_at: now, sha256: local.sha256, row_count: 0 })
        .execute();
      const rowCount = await stage(trx, snapshotId, SOURCES[source].parse(local.files, { now }));
      const changedCount = kind === 'removals' ? 0 : await applyUpserts(trx, source, snapshotId);
      const removedCount =
        kind === 'additions' ? 0 : await applyRemovals(trx, source, snapshotId, kind === 'full');
      await trx.deleteFrom('exclusion_staging').where('snapshot_id', '=', snapshotId).execute();
      await trx
        .updateTable('exclusion_snapshots')
        .set({ row_count: rowCount, changed_count: changedCount, removed_count: removedCount })
        .where('id', '=', snapshotId)
        .execute();
      return {
        source,
        snapshotId,
        kind,
        sha256: local.sha256,
        rowCount,
        changedCount,
        removedCount,
        unchanged: false,
      };
    });
  } finally {
    await local.cleanup();
  }
}
