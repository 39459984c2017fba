import type { Kysely } from 'kysely';
import { ensureHospitalDirectory } from '../modules/hospitals/loader';
import type { Database } from './schema';

/**
 * The hospital directory (decision 044) is product data, not demo data: the shipped copy of the CMS Hospital
 * General Information file is loaded at start-up when no release is loaded yet (server.ts), whether or not
 * the demo is seeded; a newer release is loaded with `npm run hospitals:load`. The demo's affiliation editor
 * searches it (Riverside Health's clinicians find e.g. RIVERSIDE COMMUNITY HOSPITAL, CCN 050022).
 */
export const seedHospitalDirectory = (db: Kysely<Database>): Promise<void> => ensureHospitalDirectory(db);
