import { selfAttestedKey, type UserAccount } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeValue } from '../self-attested/self-attested.repository';

/** Names, identifiers and e-mail into the self-attested profile (with history), in the caller's transaction. */
export async function writeProfile(
  db: Kysely<Database>,
  change: { userId: string; actorId: string | null; at: Date; input: UserAccount; email?: string },
) {
  const { input } = change;
  const values: [string, string | undefined][] = [
    [selfAttestedKey('identifiers', 'nppes_number'), input.npi],
    [selfAttestedKey('identifiers', 'ncsbn_number'), input.ncsbn],
    [selfAttestedKey('basic_info', 'first_name'), input.first_name],
    [selfAttestedKey('basic_info', 'last_name'), input.last_name],
    [selfAttestedKey('basic_info', 'email'), change.email],
  ];
  const written: string[] = [];
  for (const [key, value] of values) {
    if (value === undefined) continue;
    await writeValue(db, { userId: change.userId, actorId: change.actorId, key, value, at: change.at });
    written.push(key);
  }
  return written;
}
