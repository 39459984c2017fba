/** The hospital directory (0024, modules/hospitals; decision 044). */
import type { Timestamp } from './column-types';

export interface HospitalReleasesTable {
  id: string;
  /** The release as the loader was told it (e.g. the CMS release date), or the file name. */
  label: string;
  /** `sample:<file>` for the shipped copy, else the path or URL loaded. */
  origin: string;
  sha256: string;
  row_count: number;
  loaded_at: Timestamp;
}

export interface HospitalsTable {
  /** The CCN (Facility ID), six characters. */
  ccn: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  county: string;
  phone: string;
  hospital_type: string;
  ownership: string;
  emergency_services: boolean;
  name_key: string;
  address_key: string;
  release_id: string;
}
