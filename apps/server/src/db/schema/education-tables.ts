/** The education institution directory (0028, modules/education; decision 049). */
import type { Timestamp } from './column-types';

export interface EducationReleasesTable {
  id: string;
  /** The release as the loader was told it (e.g. 'IPEDS HD2022'), or the file name. */
  label: string;
  /** `sample:<file>` for the shipped copy, else the path loaded. */
  origin: string;
  sha256: string;
  row_count: number;
  loaded_at: Timestamp;
}

export interface EducationInstitutionsTable {
  /** IPEDS UNITID, six digits. */
  unitid: string;
  name: string;
  /** IALIAS as the file writes it ('' when none). */
  aliases: string;
  city: string;
  /** Two letters (US states and territories). */
  state: string;
  /** Five digits. */
  zip: string;
  /** HLOFFER: the highest level of award offered (IPEDS code), null when not reported. */
  highest_level: number | null;
  /** MEDICAL = 1: the institution grants a medical degree (MD, DO, DDS, …). */
  medical: boolean;
  name_key: string;
  release_id: string;
}
