import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server-test/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import { sha256Of } from '../../adapters/list-file';
import { DirectoryFileError, addressKey, nameKey, parseDirectory } from './directory-file';
import { loadHospitalDirectory } from './loader';

// Two releases in the file's real header (the first 11 of its 38 columns, then one rating column).
const HEADER =
  'Facility ID,Facility Name,Address,City/Town,State,ZIP Code,County/Parish,Telephone Number,Hospital Type,Hospital Ownership,Emergency Services,Hospital overall rating';
const FIRST = [
  HEADER,
  '010001,SOUTHEAST HEALTH MEDICAL CENTER,1108 ROSS CLARK CIRCLE,DOTHAN,AL,36301,HOUSTON,(334) 793-8701,Acute Care Hospitals,Government - Hospital District or Authority,Yes,4',
  '70002,ST FRANCIS HOSPITAL & MEDICAL CENTER,114 WOODLAND STREET,HARTFORD,CT,6105,HARTFORD,(860) 714-5541,Acute Care Hospitals,Voluntary non-profit - Church,Yes,2',
  '"10090","USA HEALTH HCA PROVIDENCE HOSPITAL, LLC",6801 AIRPORT BOULEVARD,MOBILE,AL,36608,MOBILE,(251) 633-1000,Acute Care Hospitals,Voluntary non-profit - Church,No,3',
].join('\r\n');
const SECOND = [HEADER, FIRST.split('\r\n')[1]!.replace('(334) 793-8701', '(334) 793-8000')].join('\n');
const file = (text: string) => ({ text, sha256: sha256Of(text) });

describe('the directory file', () => {
  it('reads columns by name, puts back the leading zeros of CCN and ZIP, and keeps quoted commas', async () => {
    const rows = await parseDirectory(FIRST);
    expect(rows.map((row) => [row.ccn, row.zip, row.name, row.emergency_services])).toEqual([
      ['010001', '36301', 'SOUTHEAST HEALTH MEDICAL CENTER', true],
      ['070002', '06105', 'ST FRANCIS HOSPITAL & MEDICAL CENTER', true],
      ['010090', '36608', 'USA HEALTH HCA PROVIDENCE HOSPITAL, LLC', false],
    ]);
  });

  it('refuses a file without the columns it reads', async () => {
    await expect(parseDirectory('Provider ID,Hospital Name\r\n10001,X')).rejects.toThrow(DirectoryFileError);
  });

  it('compares names and streets in one spelling', () => {
    expect(nameKey("St. Vincent's Med Ctr")).toBe(nameKey('SAINT VINCENTS MEDICAL CENTER'));
    expect(addressKey('1108 Ross Clark Circle')).toBe('1108 ROSS CLARK CIR');
    expect(addressKey('6801 Airport Blvd.')).toBe(addressKey('6801 AIRPORT BOULEVARD'));
  });
});

describe('loading a release', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('replaces the rows whole, records each release with its SHA-256, and skips a file already loaded', async () => {
    const db = database.db;
    const now = new Date('2026-10-01T00:00:00Z');
    const first = await loadHospitalDirectory(db, file(FIRST), {
      label: 'release 2026-07-01',
      origin: 'a.csv',
      now,
    });
    expect(first).toMatchObject({ rowCount: 3, unchanged: false, sha256: sha256Of(FIRST) });
    const again = await loadHospitalDirectory(db, file(FIRST), { label: 'again', origin: 'a.csv', now });
    expect(again).toEqual({ ...first, unchanged: true });
    const second = await loadHospitalDirectory(db, file(SECOND), {
      label: 'release 2026-10-01',
      origin: 'b.csv',
      now: new Date('2026-10-02T00:00:00Z'),
    });
    expect(second).toMatchObject({ rowCount: 1, unchanged: false });
    const rows = await db.selectFrom('hospitals').select(['ccn', 'phone', 'release_id']).execute();
    expect(rows).toEqual([{ ccn: '010001', phone: '(334) 793-8000', release_id: second.releaseId }]);
    const releases = await db
      .selectFrom('hospital_releases')
      .select(['label', 'sha256', 'row_count'])
      .orderBy('loaded_at')
      .execute();
    expect(releases).toEqual([
      { label: 'release 2026-07-01', sha256: sha256Of(FIRST), row_count: 3 },
      { label: 'release 2026-10-01', sha256: sha256Of(SECOND), row_count: 1 },
    ]);
  });
});
