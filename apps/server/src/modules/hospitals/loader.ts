import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  SHIPPED_DIRECTORY,
  SHIPPED_DIRECTORY_LABEL,
  parseDirectory,
  readDirectoryFile,
  type DirectoryFile,
} from './directory-file';

type Db = Kysely<Database>;
const BATCH = 1000;

export interface DirectoryLoad {
  releaseId: string;
  sha256: string;
  rowCount: number;
  /** The file had the SHA-256 of the newest release: nothing was loaded. */
  unchanged: boolean;
}

/**
 * Loads a release of the directory whole (decision 044): the rows replace the previous release's in one
 * transaction under an advisory lock, so a search sees one release or the other, never half of one. A file
 * byte for byte the newest release is not loaded again.
 */
export async function loadHospitalDirectory(
  db: Db,
  file: DirectoryFile,
  { label, origin, now }: { label: string; origin: string; now: Date },
): Promise<DirectoryLoad> {
  const rows = await parseDirectory(file.text);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('hospitals:directory'))`.execute(trx);
    const newest = await newestRelease(trx);
    if (newest && newest.sha256 === file.sha256)
      return { releaseId: newest.id, sha256: file.sha256, rowCount: newest.row_count, unchanged: true };
    const releaseId = randomUUID();
    await trx
      .insertInto('hospital_releases')
      .values({ id: releaseId, label, origin, sha256: file.sha256, row_count: rows.length, loaded_at: now })
      .execute();
    await trx.deleteFrom('hospitals').execute();
    for (let at = 0; at < rows.length; at += BATCH) {
      const batch = rows.slice(at, at + BATCH);
      await sql`insert into hospitals (ccn, name, address, city, state, zip, county, phone, hospital_type,
          ownership, emergency_services, name_key, address_key, release_id)
        select x.ccn, x.name, x.address, x.city, x.state, x.zip, x.county, x.phone, x.hospital_type,
          x.ownership, x.emergency_services, x.name_key, x.address_key, ${releaseId}
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(ccn text, name text, address text,
          city text, state text, zip text, county text, phone text, hospital_type text, ownership text,
          emergency_services boolean, name_key text, address_key text)`.execute(trx);
    }
    return { releaseId, sha256: file.sha256, rowCount: rows.length, unchanged: false };
  });
}

export const newestRelease = (db: Db) =>
  db.selectFrom('hospital_releases').selectAll().orderBy('loaded_at', 'desc').limit(1).executeTakeFirst();

/** Loads a file from disk (the importer command): label defaults to the file's name. */
export async function loadHospitalDirectoryFile(
  db: Db,
  path: string,
  { label, now }: { label?: string; now: Date },
): Promise<DirectoryLoad> {
  const file = await readDirectoryFile(path);
  return loadHospitalDirectory(db, file, { label: label ?? basename(path), origin: path, now });
}

const ensured = new WeakMap<Db, Promise<void>>();

/**
 * The directory is there before it is searched: with no release loaded yet, the shipped copy is (once per
 * database handle; the lock and the SHA-256 check make a second process's load a no-op).
 */
export function ensureHospitalDirectory(db: Db, now: () => Date = () => new Date()): Promise<void> {
  let pending = ensured.get(db);
  if (!pending) {
    pending = (async () => {
      if (await newestRelease(db)) return;
      const file = await readDirectoryFile(SHIPPED_DIRECTORY);
      await loadHospitalDirectory(db, file, {
        label: SHIPPED_DIRECTORY_LABEL,
        origin: `sample:${basename(SHIPPED_DIRECTORY.pathname)}`,
        now: now(),
      });
    })();
    pending.catch(() => ensured.delete(db));
    ensured.set(db, pending);
  }
  return pending;
}
