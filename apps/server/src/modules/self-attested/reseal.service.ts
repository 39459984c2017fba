import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DataKeyRing } from '../secrets/secrets.service';
import {
  readHistoryOfKeys,
  readValuesOfKeys,
  replaceHistoryForm,
  replaceStoredForm,
} from './self-attested.repository';
import { SENSITIVE_KEYS } from './sensitive-values';

const PAGE = 200;

export interface ResealResult {
  /** Profile values (self_attested) sealed anew under the current key. */
  values: number;
  /** History rows (self_attested_history) sealed anew. */
  history: number;
}

/**
 * The re-seal job (decision 025): every sensitive value stored in clear (written before sealing began) or
 * sealed under a key other than the current one is sealed under the current key, in the profile and its
 * history. Runs at each start; idempotent, and a value changed meanwhile is left to the change that won.
 */
export async function resealSensitiveValues(deps: {
  db: Kysely<Database>;
  dataKeys: DataKeyRing;
}): Promise<ResealResult> {
  const keys = Object.keys(SENSITIVE_KEYS);
  const { current } = deps.dataKeys;
  const reseal = (userId: string, key: string, stored: unknown) => {
    const sensitive = SENSITIVE_KEYS[key]!;
    if (!sensitive.isStale(stored, current.id)) return undefined;
    const owner = { userId, key };
    return sensitive.seal(deps.dataKeys, owner, sensitive.open(deps.dataKeys, owner, stored));
  };
  const result: ResealResult = { values: 0, history: 0 };

  let after: { userId: string; key: string } | null = null;
  for (;;) {
    const rows = await readValuesOfKeys(deps.db, keys, after, PAGE);
    for (const row of rows) {
      const sealed = reseal(row.user_id, row.key, row.value);
      if (sealed === undefined) continue;
      const replaced = await replaceStoredForm(deps.db, {
        userId: row.user_id,
        key: row.key,
        from: row.value,
        to: sealed,
      });
      if (replaced) result.values += 1;
    }
    if (rows.length < PAGE) break;
    const last = rows[rows.length - 1]!;
    after = { userId: last.user_id, key: last.key };
  }

  let afterId = 0;
  for (;;) {
    const rows = await readHistoryOfKeys(deps.db, keys, afterId, PAGE);
    for (const row of rows) {
      const sealed =
        row.previous_value === null ? undefined : reseal(row.user_id, row.key, row.previous_value);
      if (sealed === undefined) continue;
      if (await replaceHistoryForm(deps.db, { id: row.id, from: row.previous_value, to: sealed }))
        result.history += 1;
    }
    if (rows.length < PAGE) break;
    afterId = rows[rows.length - 1]!.id;
  }
  return result;
}
