import { writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { loadServerSecrets } from '../secrets/secrets.service';
import { writeValues } from '../self-attested/self-attested.repository';
import { DOB_KEY, SENSITIVE_KEYS } from '../self-attested/sensitive-values';
import { loadExclusionList } from './loader';
import { LEIE_COLUMNS } from './parsers/leie';
import type { ScreeningDeps } from './screening';
import { EXCLUSION_SOURCES, SOURCES } from './sources';

/** The clock of these tests: SAM terminations before it are inactive. */
export const FIXED_NOW = new Date('2026-06-15T12:00:00Z');

export interface ExclusionsTest {
  t: TestApp;
  deps: ScreeningDeps;
}

/** A test app at FIXED_NOW and the screening deps over its database and secrets. */
export async function createExclusionsTest(): Promise<ExclusionsTest> {
  const t = await createTestApp({}, { deps: { clock: () => new Date(FIXED_NOW) } });
  const secrets = await loadServerSecrets({ db: t.database.db, config: t.config });
  return { t, deps: { db: t.database.db, clock: () => new Date(FIXED_NOW), secrets } };
}

/** Loads every shipped sample (the offline default). */
export async function loadSamples(deps: ScreeningDeps) {
  for (const source of EXCLUSION_SOURCES)
    await loadExclusionList(deps.db, source, SOURCES[source].locations({}), { now: deps.clock() });
}

export interface Profile {
  first: string;
  middle?: string;
  last: string;
  dob?: string;
  otherNames?: { first_name: string; last_name: string }[];
  npi?: string;
  licenses?: { record_type: string; license_number: string; state: string }[];
}

/** A clinician whose saved profile holds these answers (the date of birth sealed as the service seals it). */
export async function clinician(deps: ScreeningDeps, profile: Profile) {
  const user = await createUser(deps.db, { firstName: profile.first, lastName: profile.last });
  const values: { key: string; value: unknown }[] = [
    { key: 'basic_info|first_name', value: profile.first },
    { key: 'basic_info|last_name', value: profile.last },
  ];
  if (profile.middle) values.push({ key: 'basic_info|middle_name', value: profile.middle });
  if (profile.dob)
    values.push({
      key: DOB_KEY,
      value: SENSITIVE_KEYS[DOB_KEY]!.seal(
        deps.secrets.dataKeys,
        { userId: user.id, key: DOB_KEY },
        profile.dob,
      ),
    });
  if (profile.otherNames) values.push({ key: 'basic_info|other_names', value: profile.otherNames });
  if (profile.npi) values.push({ key: 'identifiers|nppes_number', value: profile.npi });
  if (profile.licenses)
    values.push({ key: 'licenses|list', value: profile.licenses.map((l) => ({ id: null, ...l })) });
  await deps.db
    .transaction()
    .execute((trx) => writeValues(trx, { userId: user.id, actorId: null, at: FIXED_NOW, values }));
  return user;
}

/** Writes a LEIE file in the real format (quoted CSV, 18 columns) from partial rows; answers its path. */
export function leieFile(
  rows: Partial<Record<(typeof LEIE_COLUMNS)[number], string>>[],
  name = 'UPDATED.csv',
) {
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const defaults = {
    NPI: '0000000000',
    DOB: '00000000',
    EXCLDATE: '20200101',
    REINDATE: '00000000',
    WAIVERDATE: '00000000',
    EXCLTYPE: '1128a1',
  };
  const cells = (row: Record<string, string>) => LEIE_COLUMNS.map((c) => quote(row[c] ?? '')).join(',');
  const lines = [LEIE_COLUMNS.map(quote).join(','), ...rows.map((row) => cells({ ...defaults, ...row }))];
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'credence-leie-')), name);
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}
