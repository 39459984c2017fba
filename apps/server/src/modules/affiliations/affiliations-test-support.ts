import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readValues } from '../self-attested/self-attested.repository';
import { AFFILIATIONS_ANSWER_KEY, AFFILIATIONS_KEY } from './affiliations';

// The app, clinicians, requirements and audit rows of these tests are work history's (same clock, FIXED_NOW).
export {
  auditRows,
  createFixedDateApp,
  FIXED_NOW,
  requirementFor,
  signedInClinician,
} from '../work-history/work-history-test-support';

/** A requirement config whose affiliations need a reference, as the demo requirement's (db/seed.ts). */
export const REFERENCE_REQUIRED = { verification: { hospital_affiliations: { required: true } } };

/** An affiliation that passes every rule at FIXED_NOW, a reference included (current, since 2018). */
export const validAffiliation = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  institution: '  Mercy Hospital ',
  address_line1: '12 Main St',
  address_city: 'Springfield',
  address_state: 'IL',
  address_zip: '62701',
  start_date: '2018-03-01',
  isCurrent: true,
  privilege_status: 'Active',
  department: 'Medicine',
  in_good_standing: true,
  reference_first_name: 'Dana',
  reference_last_name: 'Okafor',
  reference_provider_type: 'MD',
  reference_phone_number: '(217) 555-0100',
  reference_email: 'chair@mercy.test',
  ...overrides,
});

/** The same affiliation with no reference at all. */
export const withoutReference = (overrides: Record<string, unknown> = {}) =>
  validAffiliation({
    reference_first_name: '',
    reference_last_name: '',
    reference_provider_type: null,
    reference_phone_number: '',
    reference_email: '',
    ...overrides,
  });

/** What the database holds under hospital_affiliations|list and |answer. */
export async function storedAffiliations(db: Kysely<Database>, userId: string) {
  const rows = await readValues(db, userId, [AFFILIATIONS_KEY, AFFILIATIONS_ANSWER_KEY]);
  const valueOf = (key: string) => rows.find((row) => row.key === key)?.value;
  return {
    list: valueOf(AFFILIATIONS_KEY) as Record<string, unknown>[] | undefined,
    answer: valueOf(AFFILIATIONS_ANSWER_KEY) as string | undefined,
  };
}
