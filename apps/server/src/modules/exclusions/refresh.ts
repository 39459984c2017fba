import type { Config } from '../../config';
import { loadExclusionList, type LoadResult } from './loader';
import { latestSnapshots, screenChangedRows, type BulkScreening, type ScreeningDeps } from './screening';
import { EXCLUSION_SOURCES, SOURCES, type ExclusionSource } from './sources';

export interface RefreshDeps extends ScreeningDeps {
  config: Partial<Config>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fetches one list from its configured location (the shipped sample when none is set), loads it whole, and
 * re-screens only the rows the new snapshot added or changed. A file identical to the newest snapshot loads
 * nothing and screens nothing. The job a monitoring schedule runs per source (issue 13).
 */
export async function refreshExclusionList(
  deps: RefreshDeps,
  source: ExclusionSource,
): Promise<{ load: LoadResult; screening: BulkScreening | null }> {
  const load = await loadExclusionList(deps.db, source, SOURCES[source].locations(deps.config), {
    now: deps.clock(),
  });
  if (load.unchanged) return { load, screening: null };
  return { load, screening: await screenChangedRows(deps, source, load.snapshotId) };
}

/**
 * The scheduler hook: the sources whose newest snapshot is older than EXCLUSION_REFRESH_DAYS (default 30: NCQA
 * asks for monthly monitoring) or that have none. The job queue enqueues refreshExclusionList for each.
 */
export async function dueExclusionRefreshes(deps: RefreshDeps): Promise<ExclusionSource[]> {
  const snapshots = await latestSnapshots(deps.db);
  const maxAge = (deps.config.EXCLUSIONS_REFRESH_DAYS ?? 30) * DAY_MS;
  const now = deps.clock().getTime();
  return EXCLUSION_SOURCES.filter((source) => {
    const snapshot = snapshots.get(source);
    return !snapshot || now - new Date(snapshot.fetched_at).getTime() >= maxAge;
  });
}
