import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  SHIPPED_EDUCATION_DIRECTORY,
  SHIPPED_EDUCATION_LABEL,
  parseEducationDirectory,
  readEducationDirectoryFile,
  type EducationDirectoryFile,
} from './directory-file';

type Db = Kysely<Database>;
const BATCH = 1000;

export interface EducationLoad {
  releaseId: string;
  sha256: string;
  rowCount: number;
  /** The file had the SHA-256 of the newest release: nothing was loaded. */
  unchanged: boolean;
}

/**
 * Loads a release of the directory whole (decision 049, as decision 044 for hospitals): the rows replace the
 * previous release's in one transaction under an advisory lock; a file byte for byte the newest release is
 * not loaded again.
 */
export async function loadEducationDirectory(
  db: Db,
  file: EducationDirectoryFile,
  { label, origin, now }: { label: string; origin: string; now: Date },
): Promise<EducationLoad> {
  const rows = await parseEducationDirectory(file.text);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('education:directory'))`.execute(trx);
    const newest = await newestEducationRelease(trx);
    if (newest && newest.sha256 === file.sha256)
      return { releaseId: newest.id, sha256: file.sha256, rowCount: newest.row_count, unchanged: true };
    const releaseId = randomUUID();
    await trx
      .insertInto('education_releases')
      .values({ id: releaseId, label, origin, sha256: file.sha256, row_count: rows.length, loaded_at: now })
      .execute();
    await trx.deleteFrom('education_institutions').execute();
    for (let at = 0; at < rows.length; at += BATCH) {
      const batch = rows.slice(at, at + BATCH);
      await sql`insert into education_institutions (unitid, name, aliases, city, state, zip, highest_level,
          medical, name_key, release_id)
        select x.unitid, x.name, x.aliases, x.city, x.state, x.zip, x.highest_level, x.medical, x.name_key,
          ${releaseId}
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(unitid text, name text, aliases text,
          city text, state text, zip text, highest_level integer, medical boolean, name_key text)`.execute(
        trx,
      );
    }
    return { releaseId, sha256: file.sha256, rowCount: rows.length, unchanged: false };
  });
}

export const newestEducationRelease = (db: Db) =>
  db.selectFrom('education_releases').selectAll().orderBy('loaded_at', 'desc').limit(1).executeTakeFirst();

/** Loads a file from disk (the importer command): label defaults to the file's name. */
export async function loadEducationDirectoryFile(
  db: Db,
  path: string,
  { label, now }: { label?: string; now: Date },
): Promise<EducationLoad> {
  const file = await readEducationDirectoryFile(path);
  return loadEducationDirectory(db, file, { label: label ?? basename(path), origin: path, now });
}

const ensured = new WeakMap<Db, Promise<void>>();

/** With no release loaded yet, the shipped copy is loaded (once per database handle) before a search. */
export function ensureEducationDirectory(db: Db, now: () => Date = () => new Date()): Promise<void> {
  let pending = ensured.get(db);
  if (!pending) {
    pending = (async () => {
      if (await newestEducationRelease(db)) return;
      const file = await readEducationDirectoryFile(SHIPPED_EDUCATION_DIRECTORY);
      await loadEducationDirectory(db, file, {
        label: SHIPPED_EDUCATION_LABEL,
        origin: `sample:${basename(SHIPPED_EDUCATION_DIRECTORY.pathname)}`,
        now: now(),
      });
    })();
    pending.catch(() => ensured.delete(db));
    ensured.set(db, pending);
  }
  return pending;
}
