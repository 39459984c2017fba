import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localListFiles } from './list-files';
import type { ExclusionRecord } from './parsers/record';
import { SOURCES, type ExclusionSource } from './sources';
import { FIXED_NOW } from './exclusions-test-support';

const samples = path.join(import.meta.dirname, 'samples');

async function parse(source: ExclusionSource, main: string, alt?: string): Promise<ExclusionRecord[]> {
  const local = await localListFiles({
    main: path.join(samples, main),
    ...(alt ? { alt: path.join(samples, alt) } : {}),
  });
  const records: ExclusionRecord[] = [];
  for await (const record of SOURCES[source].parse(local.files, { now: FIXED_NOW })) records.push(record);
  return records;
}

describe('the exclusion list parsers, on the shipped samples in the real formats', () => {
  it('reads LEIE UPDATED.csv by its header: names, DOB, NPI (0000000000 is none), dates, entities', async () => {
    const rows = await parse('oig_leie', 'UPDATED.csv');
    expect(rows).toHaveLength(25);
    const whitfield = rows.find((r) => r.displayName === 'ROBERT J WHITFIELD')!;
    expect(whitfield).toMatchObject({
      entityType: 'individual',
      names: [{ first: 'ROBERT', middle: 'J', last: 'WHITFIELD' }],
      dobs: ['1968-03-14'],
      npi: null,
      state: 'OK',
      exclType: '1128b4',
      excludedOn: '2019-08-21',
      endsOn: null,
    });
    expect(whitfield.raw).toMatchObject({ LASTNAME: 'WHITFIELD', REINDATE: '00000000' });
    expect(rows.find((r) => r.displayName.startsWith('DENISE'))!.npi).toBe('1234567893');
    const entities = rows.filter((r) => r.entityType === 'entity');
    expect(entities.map((r) => r.displayName)).toEqual([
      'SUNRISE DURABLE MEDICAL SUPPLY, INC',
      'CAREWELL HOME HEALTH AGENCY LLC',
    ]);
    expect(entities.every((r) => r.names.length === 0)).toBe(true);
    expect(new Set(rows.map((r) => r.rowKey)).size).toBe(25);
  });

  it('gives a LEIE row the same key in UPDATED.csv and in the rein supplement that lifts it', async () => {
    const [full, rein] = [await parse('oig_leie', 'UPDATED.csv'), await parse('oig_leie', '2511rein.csv')];
    expect(rein).toHaveLength(1);
    const castillo = full.find((r) => r.displayName === 'RAMON CASTILLO')!;
    expect(rein[0]!.rowKey).toBe(castillo.rowKey);
    expect(rein[0]!.rowHash).not.toBe(castillo.rowHash);
    expect(rein[0]!.endsOn).toBe('2025-10-15');
  });

  it('refuses a LEIE file without its columns', async () => {
    await expect(parse('oig_leie', 'ny-omig-exclusions.csv')).rejects.toThrow(/missing columns LASTNAME/);
  });

  it('reads the SAM extract by its header: individuals, firms, only active records, repeats dropped', async () => {
    const rows = await parse('sam', 'SAM_Exclusions_Public_Extract.csv');
    // 17 lines: one repeat, and three whose termination date is before FIXED_NOW.
    expect(rows).toHaveLength(13);
    expect(rows.map((r) => r.displayName)).not.toContain('Walter J Brandt');
    expect(rows.map((r) => r.displayName)).not.toContain('Connor Fitzgerald');
    expect(rows.map((r) => r.displayName)).toContain('Priya Raman');
    expect(rows.find((r) => r.displayName === 'Stephen Hsu')).toMatchObject({
      rowKey: 'S4MR3Q1AA',
      entityType: 'individual',
      names: [{ first: 'Stephen', last: 'Hsu' }],
      dobs: [],
      state: 'CA',
      excludedOn: '2022-06-14',
    });
    expect(rows.find((r) => r.rowKey === 'S4MR3Q1AD')!.npi).toBe('1962498513');
    expect(rows.filter((r) => r.entityType === 'entity')).toHaveLength(2);
  });

  it('reads OFAC sdn.csv with alt.csv: no header, -0- as null, DOBs from remarks, aliases, the EOF mark', async () => {
    const rows = await parse('ofac', 'sdn.csv', 'alt.csv');
    expect(rows).toHaveLength(8);
    const rahimi = rows.find((r) => r.rowKey === '7543')!;
    expect(rahimi.entityType).toBe('individual');
    expect(rahimi.dobs).toEqual(['1966-02-14']);
    expect(rahimi.names.map((n) => `${n.first} ${n.last}`)).toEqual([
      'Karim RAHIMI',
      'Abdul RAHIMI',
      'Abdul KARIMI',
    ]);
    expect(rahimi.raw.Title).toBeNull();
    expect(rows.find((r) => r.rowKey === '9120')!.dobs).toEqual(['1971-09-02', '1972-09-02']);
    expect(rows.find((r) => r.rowKey === '10231')!.dobs).toEqual(['1969']);
    expect(rows.find((r) => r.rowKey === '16555')!.dobs).toEqual(['1975', '1977']);
    expect(rows.find((r) => r.rowKey === '36')).toMatchObject({ entityType: 'entity', names: [] });
  });

  it('reads the NY OMIG list: persons and entities, only exclusions, terminations and suspensions', async () => {
    const rows = await parse('odm_ny', 'ny-omig-exclusions.csv');
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.displayName)).not.toContain('ABRAMS, LEONARD');
    expect(rows.find((r) => r.displayName === 'CALLOWAY, JEROME T')).toMatchObject({
      entityType: 'individual',
      names: [{ first: 'JEROME', middle: 'T', last: 'CALLOWAY' }],
      license: '245817',
      state: 'NY',
      excludedOn: '2022-03-14',
    });
    expect(rows.find((r) => r.displayName === 'BRIGHTSIDE PHARMACY INC')).toMatchObject({
      entityType: 'entity',
      npi: '1093817264',
    });
  });

  it('reads the Medi-Cal Suspended and Ineligible list: aliases, license numbers, entities', async () => {
    const rows = await parse('odm_ca', 'ca-medi-cal-suspended.csv');
    expect(rows).toHaveLength(7);
    expect(rows.find((r) => r.displayName === 'Graciela Sandoval')).toMatchObject({
      names: [
        { first: 'Graciela', last: 'Sandoval' },
        { first: 'Graciela', last: 'Mendez' },
      ],
      license: 'RN612345',
      state: 'CA',
    });
    expect(rows.find((r) => r.displayName === 'Pacific Valley Medical Supply')!.entityType).toBe('entity');
  });
});
