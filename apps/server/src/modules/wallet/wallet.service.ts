import { walletCompleteness } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { audit } from '../audit/audit.service';
import { readIdVerificationStatus } from '../identity-verification/identity-verification.repository';
import { readValues } from '../self-attested/self-attested.repository';

export interface WalletDeps {
  db: Kysely<Database>;
}

/** Credentials in the wallet: added, or accepted while identity approval is pending (001 §4: usable). */
const HELD = ['added', 'pending_verification'] as const;

/**
 * How complete the clinician's wallet is, by the shared rule: the self-attested sections and the verified
 * items (credentials in the wallet, identity verified; decision 042). Only whether values are there matters,
 * but the profile is still read, so the read is audited like any other.
 */
export async function getWalletCompleteness(deps: WalletDeps, { userId, origin }: Caller) {
  const [rows, credentials, identity, asked] = await Promise.all([
    readValues(deps.db, userId),
    deps.db
      .selectFrom('credentials')
      .select(['schema_name', 'status'])
      .where('user_id', '=', userId)
      .where('status', 'in', [...HELD, 'offered'])
      .execute(),
    readIdVerificationStatus(deps.db, userId),
    deps.db.selectFrom('work_verifications').select('id').where('user_id', '=', userId).limit(1).execute(),
  ]);
  await audit(deps.db, origin, {
    action: 'wallet_completeness.read',
    outcome: 'success',
    target_type: 'user',
    target_id: userId,
  });
  const schemaNames = (statuses: readonly string[]) =>
    credentials.filter((row) => statuses.includes(row.status)).map((row) => row.schema_name);
  return walletCompleteness(Object.fromEntries(rows.map((row) => [row.key, row.value])), {
    identityVerified: identity === 'finished',
    held: schemaNames(HELD),
    offered: schemaNames(['offered']),
    workVerificationAsked: asked.length > 0,
  });
}
