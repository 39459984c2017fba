import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeValue } from '../self-attested/self-attested.repository';
import { PROVIDER_TYPE_KEY } from './references';

// The app, clinicians, requirements and audit rows of these tests are work history's (same clock, FIXED_NOW).
export {
  auditRows,
  createFixedDateApp,
  FIXED_NOW,
  requirementFor,
  signedInClinician,
} from '../work-history/work-history-test-support';

/** A requirement config asking for the locum-tenens reference rules (001 §5). */
export const LOCUM_TENENS = { references: { locum_tenens: true } };

/** A reference that passes every rule at FIXED_NOW, the locum-tenens ones for an MD included. */
export const validReference = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  first_name: 'Dana',
  last_name: 'Okafor',
  credential: 'MD',
  title: 'Chair of Medicine',
  relationship: 'department_chair',
  specialty: 'Internal Medicine',
  institution: 'Mercy Hospital',
  phone: '(217) 555-0100',
  email: 'chair@mercy.test',
  last_worked_together: '03/2025',
  attests_eligible: true,
  ...overrides,
});

/** Stores the clinician's provider type (basic_info|occupation_code) as enrolment would. */
export async function setProviderType(db: Kysely<Database>, userId: string, providerType: string) {
  await db
    .transaction()
    .execute((trx) =>
      writeValue(trx, { userId, actorId: null, key: PROVIDER_TYPE_KEY, value: providerType, at: new Date() }),
    );
}

/** The rows of peer_references of one clinician, oldest first. */
export async function storedReferences(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('peer_references')
    .select(['id', 'value'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('seq')
    .execute();
}
