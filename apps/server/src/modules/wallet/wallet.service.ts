import { walletCompleteness } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { audit } from '../audit/audit.service';
import { readValues } from '../self-attested/self-attested.repository';

export interface WalletDeps {
  db: Kysely<Database>;
}

/**
 * How complete the clinician's wallet is, by the shared rule. Only whether values are there matters, but
 * the profile is still read, so the read is audited like any other.
 */
export async function getWalletCompleteness(deps: WalletDeps, { userId, origin }: Caller) {
  const rows = await readValues(deps.db, userId);
  await audit(deps.db, origin, {
    action: 'wallet_completeness.read',
    outcome: 'success',
    target_type: 'user',
    target_id: userId,
  });
  return walletCompleteness(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}
