/** Peer references (0012, modules/references). */
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './column-types';

export interface PeerReferencesTable {
  id: string;
  user_id: string;
  /** The reference in the field names of schemas/peer-reference.ts, without its id. */
  value: Json<Record<string, unknown>>;
  /** Orders references made at the same instant as they were given. */
  seq: ColumnType<string, never, never>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** The newest change of any reference of a clinician, deletions included. */
export interface ReferenceChangesTable {
  user_id: string;
  last_updated: Timestamp;
}
