import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createUser, signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import type { Database } from '../../db/schema';
import { readValues } from '../self-attested/self-attested.repository';
import { WORK_HISTORY_KEY } from '../lookups/training.service';

/** The server clock of these tests: the date rules (look-back, "not in the future") are read from it. */
export const FIXED_NOW = new Date('2026-06-15T12:00:00Z');

/** A test app whose server clock stands at FIXED_NOW. */
export const createFixedDateApp = (overrides: Record<string, string> = {}) =>
  createTestApp(overrides, { deps: { clock: () => new Date(FIXED_NOW) } });

/** A new signed-in clinician and calls made as them. */
export async function signedInClinician(t: TestApp) {
  const user = await createUser(t.database.db);
  const session = await signIn(t.app, user);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: session.headers(), ...(payload ? { payload } : {}) });
  return { user, session, call };
}

/** An organization with one requirement; `subscribe` gives the person a subscription to it. */
export async function requirementFor(
  db: Kysely<Database>,
  {
    config = {},
    subscribe,
    status = 'active',
  }: { config?: Record<string, unknown>; subscribe?: string; status?: 'active' | 'pending' } = {},
) {
  const group = await db
    .insertInto('subscriber_groups')
    .values({
      slug: `group-${randomBytes(4).toString('hex')}`,
      name: 'Lakeside Clinics',
      logo_url: '/logos/l.png',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const requirement = await db
    .insertInto('application_requirements')
    .values({
      subscriber_group_id: group.id,
      name: 'Locum onboarding',
      application_config: JSON.stringify(config),
      credential_set: JSON.stringify(['work_history']),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (subscribe) {
    await db
      .insertInto('subscriptions')
      .values({ user_id: subscribe, subscriber_group_id: group.id, app_req_id: requirement.id, status })
      .execute();
  }
  return { groupId: group.id, appReqId: requirement.id };
}

/** A job that passes every rule under the default config at FIXED_NOW (current, from before the look-back). */
export const validJob = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'job',
  institution: '  Mercy Hospital ',
  role: 'Hospitalist',
  address_line1: '12 Main St',
  address_city: 'Springfield',
  address_state: 'IL',
  address_zip: '62701',
  phone: '(217) 555-0100',
  start_date: '01/2015',
  isCurrent: true,
  reference_first_name: 'Dana',
  reference_last_name: 'Okafor',
  reference_email: 'chair@mercy.test',
  ...overrides,
});

export const validGap = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'gap',
  start_date: '02/2023',
  end_date: '05/2023',
  explanation: 'Parental leave',
  ...overrides,
});

/** The stored list of work_history|history, as the database holds it. */
export async function storedHistory(db: Kysely<Database>, userId: string) {
  const [row] = await readValues(db, userId, [WORK_HISTORY_KEY]);
  return row?.value as Record<string, unknown>[] | undefined;
}

export async function auditRows(db: Kysely<Database>, userId: string, action: string) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'outcome', 'actor_id', 'target_id', 'details'])
    .where('user_id', '=', userId)
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}
