import type { Kysely } from 'kysely';
import { ensureEducationDirectory } from '../modules/education/loader';
import type { Database } from './schema';

/**
 * The education directory (decision 049) is product data like the hospitals': the shipped IPEDS HD2022 copy
 * is loaded at start-up when no release is loaded yet; a newer one with `npm run education:load`.
 */
export const seedEducationDirectory = (db: Kysely<Database>): Promise<void> => ensureEducationDirectory(db);
