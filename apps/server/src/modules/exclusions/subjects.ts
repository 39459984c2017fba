import { selfAttestedKey } from '@credence/shared';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServerSecrets } from '../secrets/secrets.service';
import { clearOf, DOB_KEY } from '../self-attested/sensitive-values';
import { allNameKeys, type PersonName } from './names';
import { licenseKey, npiOf } from './parsers/record';

type Db = Kysely<Database>;

/** `column in (ids)` with the ids as one JSON parameter, however many there are. */
export const idsIn = (column: RawBuilder<unknown> | ReturnType<typeof sql.ref>, ids: readonly string[]) =>
  sql<boolean>`${column} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;

// The profile keys a screening subject is built from (000 §3, self-attested profile).
const key = selfAttestedKey;
export const SUBJECT_KEYS = [
  key('basic_info', 'first_name'),
  key('basic_info', 'middle_name'),
  key('basic_info', 'last_name'),
  key('basic_info', 'other_names'),
  key('identifiers', 'nppes_number'),
  key('licenses', 'list'),
] as const;

/** Who is screened (credentials.md §4 rule 1): legal name, every alias, NPI, license numbers with states. */
export interface Subject {
  userId: string;
  /** NPPES other names were given (else those saved before are kept). */
  nppesGiven: boolean;
  legal: PersonName | null;
  aliases: { origin: 'other_name' | 'nppes'; name: PersonName }[];
  npi: string | null;
  licenses: { number: string; state: string }[];
  /** The newest change of the subject's profile values as PostgreSQL's text, when read with them. */
  profileChangedAt?: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The subject in a clinician's saved values; NPPES other names (from the NPPES record) are added when given. */
export function subjectOf(
  userId: string,
  values: Record<string, unknown>,
  nppesOtherNames?: readonly PersonName[],
): Subject {
  const first = text(values['basic_info|first_name']);
  const last = text(values['basic_info|last_name']);
  const others = Array.isArray(values['basic_info|other_names']) ? values['basic_info|other_names'] : [];
  const licenses = Array.isArray(values['licenses|list']) ? values['licenses|list'] : [];
  return {
    userId,
    nppesGiven: nppesOtherNames !== undefined,
    legal: first && last ? { first, middle: text(values['basic_info|middle_name']) || null, last } : null,
    aliases: [
      ...others.map(record).map((o) => ({
        origin: 'other_name' as const,
        name: { first: text(o.first_name), middle: text(o.middle_name) || null, last: text(o.last_name) },
      })),
      ...(nppesOtherNames ?? []).map((name) => ({ origin: 'nppes' as const, name })),
    ].filter((alias) => alias.name.first && alias.name.last),
    npi: npiOf(values['identifiers|nppes_number']),
    // DEA and CDS numbers are sealed and on none of these lists: only state and RN license numbers count.
    licenses: licenses
      .map(record)
      .filter((l) => l.record_type === 'state_license' || l.record_type === 'rn_license')
      .map((l) => ({ number: licenseKey(l.license_number) ?? '', state: text(l.state).toUpperCase() }))
      .filter((l) => l.number !== '' && l.state !== ''),
  };
}

/** Replaces the subjects' name keys and identifiers (several subjects in one round trip each). */
export async function saveSubjects(db: Db, subjects: readonly Subject[]): Promise<void> {
  if (subjects.length === 0) return;
  const userIds = subjects.map((s) => s.userId);
  const names = subjects.flatMap((s) => [
    ...(s.legal ? allNameKeys([s.legal]).map((k) => ({ ...k, user_id: s.userId, origin: 'legal' })) : []),
    ...s.aliases.flatMap((a) =>
      allNameKeys([a.name]).map((k) => ({ ...k, user_id: s.userId, origin: a.origin })),
    ),
  ]);
  const ids = subjects.flatMap((s) => [
    ...(s.npi ? [{ user_id: s.userId, kind: 'npi', value: s.npi, state: null }] : []),
    ...s.licenses.map((l) => ({ user_id: s.userId, kind: 'license', value: l.number, state: l.state })),
  ]);
  await db.transaction().execute(async (trx) => {
    // NPPES other names come from the NPPES record, not the profile: kept unless new ones are given.
    const withNppes = subjects.filter((s) => s.nppesGiven).map((s) => s.userId);
    await sql`delete from exclusion_subject_names where ${idsIn(sql.ref('user_id'), userIds)}
      and (origin <> 'nppes' or ${idsIn(sql.ref('user_id'), withNppes)})`.execute(trx);
    await sql`delete from exclusion_subject_ids where ${idsIn(sql.ref('user_id'), userIds)}`.execute(trx);
    const column = <K extends keyof (typeof names)[number]>(name: K) => names.map((n) => n[name]);
    await sql`insert into exclusion_subject_names (user_id, origin, first_name, first_key, last_name, last_code, full_name)
      select x.user_id, x.origin, x.first_name, x.first_key, x.last_name, dmetaphone(x.last_name), x.full_name
      from unnest(${column('user_id')}::uuid[], ${column('origin')}::text[], ${column('first_name')}::text[],
        ${column('first_key')}::text[], ${column('last_name')}::text[], ${column('full_name')}::text[])
        as x(user_id, origin, first_name, first_key, last_name, full_name)`.execute(trx);
    // The newest change as PostgreSQL stores it (microseconds, carried as text): a JavaScript date would never
    // compare equal. Read with the values (refreshSubjects), else looked up here.
    await sql`insert into exclusion_subjects (user_id, profile_changed_at)
      select u.id, coalesce(u.changed::timestamptz, (select max(updated_at) from self_attested
        where user_id = u.id and key in (${sql.join([...SUBJECT_KEYS])})))
      from unnest(${userIds}::uuid[], ${subjects.map((s) => s.profileChangedAt ?? null)}::text[]) as u(id, changed)
      on conflict (user_id) do update set profile_changed_at = excluded.profile_changed_at`.execute(trx);
    await sql`insert into exclusion_subject_ids (user_id, kind, value, state)
      select x.user_id, x.kind, x.value, x.state
      from jsonb_to_recordset(${JSON.stringify(ids)}::jsonb) as x(user_id uuid, kind text, value text, state text)`.execute(
      trx,
    );
  });
}

/** Builds and saves the subjects of these clinicians from their saved profiles. */
export async function refreshSubjects(
  db: Db,
  userIds: readonly string[],
  nppesOtherNames: ReadonlyMap<string, readonly PersonName[]> = new Map(),
): Promise<Subject[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('self_attested')
    .select([
      'user_id',
      'key',
      'value',
      sql<string>`(max(updated_at) over (partition by user_id))::text`.as('changed'),
    ])
    .where(idsIn(sql.ref('user_id'), userIds))
    .where('key', 'in', [...SUBJECT_KEYS])
    .execute();
  const values = new Map<string, Record<string, unknown>>(userIds.map((id) => [id, {}]));
  const changed = new Map<string, string>();
  for (const row of rows) {
    values.get(row.user_id)![row.key] = row.value;
    changed.set(row.user_id, row.changed);
  }
  const subjects = userIds.map((id) => ({
    ...subjectOf(id, values.get(id)!, nppesOtherNames.get(id)),
    profileChangedAt: changed.get(id) ?? null,
  }));
  await saveSubjects(db, subjects);
  return subjects;
}

/**
 * Rebuilds the subjects of every clinician whose name, other names, NPI or licenses changed since their subject
 * was built, or who has none yet: what a screening against all clinicians runs first. Answers how many.
 */
export async function refreshStaleSubjects(db: Db, batch = 2000): Promise<number> {
  const { rows } = await sql<{ user_id: string }>`
    select p.user_id from (
      select user_id, max(updated_at) as changed from self_attested
      where key in (${sql.join([...SUBJECT_KEYS])}) group by user_id
    ) p
    left join exclusion_subjects s on s.user_id = p.user_id
    where s.user_id is null or s.profile_changed_at is distinct from p.changed`.execute(db);
  const ids = rows.map((row) => row.user_id);
  for (let start = 0; start < ids.length; start += batch)
    await refreshSubjects(db, ids.slice(start, start + batch));
  return ids.length;
}

/** The clinicians' dates of birth in clear (sealed at rest, decision 025): only for those a hit names. */
export async function datesOfBirth(
  deps: { db: Db; secrets: Pick<ServerSecrets, 'dataKeys'> },
  userIds: readonly string[],
): Promise<Map<string, string | null>> {
  const dobs = new Map<string, string | null>();
  if (userIds.length === 0) return dobs;
  const rows = await deps.db
    .selectFrom('self_attested')
    .select(['user_id', 'value'])
    .where('key', '=', DOB_KEY)
    .where(idsIn(sql.ref('user_id'), userIds))
    .execute();
  for (const row of rows) {
    const clear = clearOf(deps, row.user_id, DOB_KEY, row.value);
    dobs.set(row.user_id, typeof clear === 'string' && clear !== '' ? clear : null);
  }
  return dobs;
}
