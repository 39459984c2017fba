import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../db/schema';
import { insertCredential } from '../credentials/credentials.repository';
import { valuesHash } from '../credentials/offers';
import { issuePortable, type PortableDeps } from '../credentials/portable';

/** A license in the person's wallet with its portable copy issued (what an offer or a request needs). */
export async function insertIssuedLicense(
  deps: PortableDeps,
  db: Kysely<Database>,
  userId: string,
  fields: Record<string, string> = {
    license_number: 'RN-778812',
    state: 'WI',
    status: 'active',
    expiration_date: '2028-02-28',
    first_name: 'Maria',
    last_name: 'Delgado-Reyes',
  },
) {
  const at = deps.clock();
  const row = await insertCredential(db, {
    user_id: userId,
    source: 'rn_license',
    schema_name: 'rn_license',
    item_key: `rn_license|${fields.license_number}|${at.getTime()}`,
    name: 'Wisconsin RN license',
    status: 'added',
    fields: JSON.stringify(fields),
    values_hash: valuesHash(fields),
    origin: 'rn_license',
    method: 'primary_source',
    expires_on: '2028-02-28',
    verified_at: at,
    checked_at: at,
    offered_at: at,
    accepted_at: at,
    created_at: at,
    updated_at: at,
  });
  expect(await issuePortable(deps, row.id)).toBe(true);
  return row.id;
}
