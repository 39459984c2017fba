import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rewrapFileKey } from '../../lib/storage/sealed-file';
import type { DataKeyRing } from '../secrets/secrets.service';
import { filesWrappedUnderOtherKeys, ownersOf, replaceWrappedKey } from './documents.repository';
import { documentBinding, privilegingFormBinding } from './bindings';

const PAGE = 200;

/**
 * Part of the re-seal job (decision 025): the per-file keys of documents and privileging forms, wrapped under
 * an older data key, are wrapped anew under the current one (the files in storage are not rewritten), so the
 * old data key can be retired. Idempotent; a row changed meanwhile is left to that change.
 */
export async function rewrapFileKeys(deps: { db: Kysely<Database>; dataKeys: DataKeyRing }): Promise<number> {
  let moved = 0;
  for (const table of ['documents', 'privileging_forms'] as const) {
    let after: string | null = null;
    for (;;) {
      const rows = await filesWrappedUnderOtherKeys(deps.db, table, deps.dataKeys.current.id, after, PAGE);
      const owners =
        table === 'documents'
          ? await ownersOf(
              deps.db,
              rows.map((row) => row.id),
            )
          : new Map();
      for (const row of rows) {
        const binding =
          table === 'documents'
            ? documentBinding({ id: row.id, user_id: owners.get(row.id) ?? '' })
            : privilegingFormBinding(row.id);
        const to = rewrapFileKey(deps.dataKeys, row, binding);
        if (await replaceWrappedKey(deps.db, table, row.id, row, to)) moved += 1;
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]!.id;
    }
  }
  return moved;
}
