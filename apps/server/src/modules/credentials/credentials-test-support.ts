import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertCredential } from './credentials.repository';
import { valuesHash } from './offers';

/** Maria Delgado-Reyes, the NP of the shipped NPPES, Nursys and FSMB samples, as the NP wizard saves her. */
export const NP_PROFILE = {
  'basic_info|occupation_code': 'NP',
  'basic_info|first_name': 'Maria',
  'basic_info|last_name': 'Delgado-Reyes',
  'basic_info|date_of_birth': '1984-06-02',
  'basic_info|place_of_birth': { country: 'US', state: 'CA' },
  'basic_info|citizenship': ['US'],
  'basic_info|social_security': '518306247',
  'basic_info|phone_number': '(916) 555-0117',
  'basic_info|specialty_code': '363LF0000X',
  'basic_info|has_other_names': false,
  'address|line_1': '2200 Sample Grove Ave',
  'address|city': 'Sacramento',
  'address|state': 'CA',
  'address|zip': '95816',
  'identifiers|nppes_number': '1588472039',
  'identifiers|ncsbn_number': '20481357',
  'licenses|list': [
    { record_type: 'rn_license', license_number: '95012', state: 'CA' },
    { record_type: 'dea', license_number: 'MD7305180', state: 'CA' },
  ],
  'licenses|has_no_license_state': true,
  'licenses|has_no_license_dea': false,
  'licenses|has_no_license_rn': false,
  'licenses|has_no_license_cds': true,
};

/**
 * An NPPES offer of the clinician's, stored directly (what a verification would have offered): the security
 * suite's "another clinician's object" and the tests that need an offer without running a source.
 */
export async function insertTestOffer(
  db: Kysely<Database>,
  userId: string,
  overrides: { status?: 'offered' | 'added'; number?: string } = {},
) {
  const number = overrides.number ?? '1588472039';
  const fields = { first_name: 'MARIA', last_name: 'DELGADO-REYES', number, status: 'A' };
  const at = new Date();
  return insertCredential(db, {
    user_id: userId,
    source: 'nppes',
    schema_name: 'nppes',
    item_key: number,
    name: `NPI ${number}`,
    status: overrides.status ?? 'offered',
    fields: JSON.stringify(fields),
    values_hash: valuesHash(fields),
    origin: 'nppes',
    method: 'primary_source',
    expires_on: null,
    verified_at: at,
    checked_at: at,
    offered_at: at,
    created_at: at,
    updated_at: at,
  });
}
