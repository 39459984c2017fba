import type { Kysely } from 'kysely';
import type { Clock } from '../../lib/clock';
import type { Database, ExclusionMatchStatus } from '../../db/schema';
import type { ServerSecrets } from '../secrets/secrets.service';
import { compareDob, type PersonName } from './names';
import {
  findHits,
  recordMatches,
  retireMatches,
  type HitRow,
  type MatchInput,
  type RecordedMatch,
  type ScreeningScope,
} from './screening.repository';
import { EXCLUSION_SOURCES, SOURCES, type ExclusionSource } from './sources';
import { datesOfBirth, refreshStaleSubjects, refreshSubjects } from './subjects';

export interface ScreeningDeps {
  db: Kysely<Database>;
  clock: Clock;
  secrets: Pick<ServerSecrets, 'dataKeys'>;
}

/** A source's answer for one clinician; 'unavailable' when no list of it has been loaded (never "clear"). */
export type ExclusionStatus = 'clear' | 'candidate' | 'excluded' | 'auto_cleared' | 'unavailable';

export interface ScreeningEvidence {
  source: ExclusionSource;
  method: 'primary_source';
  snapshot: { id: string; sha256: string; fetched_at: string; url: string; row_count: number } | null;
  matches: {
    id: string;
    status: ExclusionMatchStatus;
    method: 'npi' | 'license' | 'name';
    dob_check: 'equal' | 'different' | 'unknown';
    row_key: string;
    row_hash: string;
    row: Record<string, unknown> | null;
  }[];
}

export interface SourceScreening extends ScreeningEvidence {
  credential_type: (typeof SOURCES)[ExclusionSource]['credentialType'];
  status: ExclusionStatus;
  /** Matches that alert now: new or reopened candidates and identifier matches. */
  alerts: string[];
}

const CHUNK = 10_000;
const chunks = <T>(items: readonly T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Decides each hit (rules 3, 5, 6): an identifier match is an exclusion; a name hit is cleared automatically
 * when both dates of birth are known and differ, else it is a candidate for a person to review.
 */
async function decide(deps: ScreeningDeps, hits: readonly HitRow[]): Promise<MatchInput[]> {
  const named = [...new Set(hits.filter((h) => h.method === 'name').map((h) => h.user_id))];
  const dobs = new Map<string, string | null>();
  for (const part of chunks(named)) for (const [id, dob] of await datesOfBirth(deps, part)) dobs.set(id, dob);
  return hits.map((hit) => {
    const dobCheck = compareDob(dobs.get(hit.user_id) ?? null, hit.dobs);
    const status: ExclusionMatchStatus =
      hit.method !== 'name' ? 'excluded' : dobCheck === 'different' ? 'auto_cleared' : 'candidate';
    const { user_id, row_key, row_hash, row_id, method } = hit;
    return { user_id, row_key, row_hash, row_id, method, dob_check: dobCheck, status };
  });
}

/** Finds, decides and records the hits of one scope; retires those that no longer hit. */
async function screenScope(deps: ScreeningDeps, scope: ScreeningScope): Promise<RecordedMatch[]> {
  const matches = await decide(deps, await findHits(deps.db, scope));
  const recorded: RecordedMatch[] = [];
  for (const part of chunks(matches))
    recorded.push(...(await recordMatches(deps.db, scope.source, part, deps.clock())));
  await retireMatches(deps.db, scope, matches);
  return recorded;
}

const statusOf = (statuses: readonly ExclusionMatchStatus[]): ExclusionStatus =>
  statuses.includes('excluded')
    ? 'excluded'
    : statuses.includes('candidate')
      ? 'candidate'
      : statuses.includes('auto_cleared')
        ? 'auto_cleared'
        : 'clear';

/** The newest snapshot of each source: what a screening cites. */
export async function latestSnapshots(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('exclusion_snapshots')
    .select(['id', 'source', 'sha256', 'fetched_at', 'url', 'row_count'])
    .distinctOn('source')
    .orderBy('source')
    .orderBy('fetched_at', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.source, row]));
}

/** A clinician's active matches per source with the rows they cite (evidence). */
export async function evidenceOf(
  deps: Pick<ScreeningDeps, 'db'>,
  userId: string,
): Promise<ScreeningEvidence[]> {
  const snapshots = await latestSnapshots(deps.db);
  const matches = await deps.db
    .selectFrom('exclusion_matches as m')
    .leftJoin('exclusion_rows as r', 'r.id', 'm.row_id')
    .select(['m.id', 'm.source', 'm.status', 'm.method', 'm.dob_check', 'm.row_key', 'm.row_hash', 'r.raw'])
    .where('m.user_id', '=', userId)
    .where('m.active', '=', true)
    .orderBy('m.created_at')
    .execute();
  return EXCLUSION_SOURCES.map((source) => {
    const snapshot = snapshots.get(source);
    return {
      source,
      method: 'primary_source' as const,
      snapshot: snapshot
        ? { ...snapshot, fetched_at: new Date(snapshot.fetched_at).toISOString(), id: snapshot.id }
        : null,
      matches: matches
        .filter((m) => m.source === source)
        .map(({ raw, source: _source, ...m }) => ({ ...m, row: raw ?? null })),
    };
  });
}

/**
 * Screens one clinician against every loaded list (the verification job's call). The subject is rebuilt from
 * the saved profile first; NPPES other names are added when the caller has them. Answers per source the
 * status and its evidence: method primary_source, the snapshot's SHA-256 and date, each matched row.
 */
export async function screenClinician(
  deps: ScreeningDeps,
  userId: string,
  options: { nppesOtherNames?: readonly PersonName[] } = {},
): Promise<SourceScreening[]> {
  const nppes = options.nppesOtherNames ? new Map([[userId, options.nppesOtherNames]]) : undefined;
  await refreshSubjects(deps.db, [userId], nppes);
  const snapshots = await latestSnapshots(deps.db);
  const alerts = new Map<string, string[]>();
  for (const source of EXCLUSION_SOURCES) {
    if (!snapshots.has(source)) continue;
    const recorded = await screenScope(deps, { source, userIds: [userId] });
    alerts.set(
      source,
      recorded
        .filter((m) => m.changed && (m.status === 'candidate' || m.status === 'excluded'))
        .map((m) => m.id),
    );
  }
  const evidence = await evidenceOf(deps, userId);
  return evidence.map((entry) => ({
    ...entry,
    credential_type: SOURCES[entry.source].credentialType,
    status: entry.snapshot ? statusOf(entry.matches.map((m) => m.status)) : 'unavailable',
    alerts: alerts.get(entry.source) ?? [],
  }));
}

export interface BulkScreening {
  source: ExclusionSource;
  hits: number;
  /** Matches that alert now, with their clinician (for notifications). */
  alerts: { userId: string; matchId: string; status: ExclusionMatchStatus }[];
}

const alertsOf = (recorded: readonly RecordedMatch[]) =>
  recorded
    .filter((m) => m.changed && (m.status === 'candidate' || m.status === 'excluded'))
    .map((m) => ({ userId: m.user_id, matchId: m.id, status: m.status }));

/**
 * The monthly diff: only the rows a new snapshot added or changed are screened, against every clinician, in
 * SQL; hits on rows it changed or removed that no longer hit are retired.
 */
export async function screenChangedRows(
  deps: ScreeningDeps,
  source: ExclusionSource,
  snapshotId: string,
): Promise<BulkScreening> {
  await refreshStaleSubjects(deps.db);
  const recorded = await screenScope(deps, { source, changedIn: snapshotId });
  return { source, hits: recorded.length, alerts: alertsOf(recorded) };
}

/** Every clinician against a whole list (a first load, or the benchmark's full run). */
export async function screenAllClinicians(
  deps: ScreeningDeps,
  source: ExclusionSource,
): Promise<BulkScreening> {
  const recorded = await screenScope(deps, { source });
  return { source, hits: recorded.length, alerts: alertsOf(recorded) };
}
