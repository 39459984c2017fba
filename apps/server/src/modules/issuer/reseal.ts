import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DataKeyRing } from '../secrets/secrets.service';
import { isSealedValue, openValue, sealValue } from '../self-attested/sealed-values';
import { keysSealedUnderOtherKeys, replaceSealedKey } from './issuer.repository';
import { ISSUER_KEY_OWNER, sealedKeyOwner } from './keys';

const PAGE = 200;

/**
 * Part of the re-seal job (decision 025): the private halves of the issuer's keys and of every clinician's
 * holder key, sealed under an older data key, are sealed anew under the current one, so the old data key can
 * be retired without losing the power to sign. Idempotent; a key changed meanwhile is left to that change.
 */
export async function resealSigningKeys(deps: {
  db: Kysely<Database>;
  dataKeys: DataKeyRing;
}): Promise<number> {
  let moved = 0;
  for (const table of ['issuer_keys', 'holder_keys'] as const) {
    let after: string | null = null;
    for (;;) {
      const rows = await keysSealedUnderOtherKeys(deps.db, table, deps.dataKeys.current.id, after, PAGE);
      for (const row of rows) {
        if (!isSealedValue(row.private_jwk)) continue;
        const owner = sealedKeyOwner(table === 'issuer_keys' ? ISSUER_KEY_OWNER : row.id, row.kid);
        const sealed = sealValue(deps.dataKeys, owner, openValue(deps.dataKeys, owner, row.private_jwk));
        if (await replaceSealedKey(deps.db, table, row.id, row.private_jwk, sealed)) moved += 1;
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]!.id;
    }
  }
  return moved;
}
