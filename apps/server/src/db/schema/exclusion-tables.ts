/** Exclusion lists and screening (0015, modules/exclusions; decision 033). */
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './column-types';

export type ExclusionSnapshotKind = 'full' | 'additions' | 'removals';

export interface ExclusionSnapshotsTable {
  id: string;
  source: string;
  kind: ExclusionSnapshotKind;
  url: string;
  fetched_at: Timestamp;
  sha256: string;
  row_count: number;
  changed_count: Generated<number>;
  removed_count: Generated<number>;
}

export interface ExclusionRowsTable {
  id: Generated<number>;
  source: string;
  row_key: string;
  row_hash: string;
  entity_type: 'individual' | 'entity';
  display_name: string;
  /** YYYY-MM-DD, or YYYY where the list gives only a year. */
  dobs: ColumnType<string[], string[] | undefined, string[]>;
  npi: string | null;
  state: string | null;
  license: string | null;
  excl_type: string | null;
  excluded_on: string | null;
  ends_on: string | null;
  raw: Json<Record<string, unknown>>;
  changed_snapshot_id: string;
  removed_snapshot_id: string | null;
}

export interface ExclusionNameColumns {
  first_name: string;
  first_key: string;
  last_name: string;
  last_code: string;
  full_name: string;
}

export interface ExclusionRowNamesTable extends ExclusionNameColumns {
  row_id: number;
  source: string;
}

export interface ExclusionStagingTable {
  snapshot_id: string;
  row_key: string;
  row_hash: string;
  payload: Json<Record<string, unknown>>;
}

/** The newest change of the profile values a clinician's name keys and identifiers were built from. */
export interface ExclusionSubjectsTable {
  user_id: string;
  profile_changed_at: Timestamp | null;
}

export interface ExclusionSubjectNamesTable extends ExclusionNameColumns {
  user_id: string;
  origin: string;
}

export interface ExclusionSubjectIdsTable {
  user_id: string;
  kind: 'npi' | 'license';
  value: string;
  state: string | null;
}

export type ExclusionMatchStatus = 'excluded' | 'candidate' | 'auto_cleared' | 'not_me';
export type ExclusionMatchMethod = 'npi' | 'license' | 'name';
export type DobCheck = 'equal' | 'different' | 'unknown';

export interface ExclusionMatchesTable {
  id: Generated<string>;
  user_id: string;
  source: string;
  row_key: string;
  row_hash: string;
  row_id: number | null;
  method: ExclusionMatchMethod;
  dob_check: DobCheck;
  status: ExclusionMatchStatus;
  active: Generated<boolean>;
  evidence: string | null;
  document_id: string | null;
  decided_by: string | null;
  decided_at: Timestamp | null;
  alerted_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}
