import { PROVIDER_TYPE_NAMES } from '@credence/shared';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { createTaxonomyAdapter, readTaxonomyCsv } from './taxonomy-adapter';

describe('NUCC taxonomy', () => {
  const adapter = createTaxonomyAdapter();

  it('has codes for every provider type, each within its branch', async () => {
    for (const providerType of PROVIDER_TYPE_NAMES) {
      const list = await adapter.listSpecialties({ providerType });
      expect(list.length, providerType).toBeGreaterThan(0);
    }
    expect((await adapter.listSpecialties({ providerType: 'CRNA' })).map((s) => s.code)).toEqual([
      '367500000X',
    ]);
    expect((await adapter.listSpecialties({ providerType: 'CNM' })).map((s) => s.code)).toEqual([
      '367A00000X',
    ]);
    const np = await adapter.listSpecialties({ providerType: 'NP' });
    expect(np.every((s) => s.code.startsWith('363L'))).toBe(true);
  });

  it('searches by words across code, classification, specialization and display name', async () => {
    const cardiology = await adapter.listSpecialties({ providerType: 'MD', q: 'cardio disease' });
    expect(cardiology.map((s) => s.code)).toContain('207RC0000X');
    expect(cardiology[0]).toEqual({
      code: '207RC0000X',
      grouping: 'Allopathic & Osteopathic Physicians',
      classification: 'Internal Medicine',
      specialization: 'Cardiovascular Disease',
      displayName: 'Cardiovascular Disease Physician',
    });
    expect(await adapter.listSpecialties({ q: '363lf' })).toHaveLength(1);
    expect(await adapter.listSpecialties({ providerType: 'RN', q: 'cardiology' })).toEqual([]);
  });

  it('reads a NUCC release file by header, whatever the column order and extra columns', () => {
    const release =
      'Code,Grouping,Classification,Specialization,Definition,Notes,Display Name,Section\n' +
      '207RE0101X,Allopathic & Osteopathic Physicians,Internal Medicine,"Endocrinology, Diabetes & Metabolism",' +
      '"A physician who ""specializes""\nin glands.",,"Endocrinology, Diabetes & Metabolism Physician",Individual\r\n';
    expect(readTaxonomyCsv(release)).toEqual([
      {
        code: '207RE0101X',
        grouping: 'Allopathic & Osteopathic Physicians',
        classification: 'Internal Medicine',
        specialization: 'Endocrinology, Diabetes & Metabolism',
        displayName: 'Endocrinology, Diabetes & Metabolism Physician',
      },
    ]);
    expect(parseCsv('a,"b ""c""",d\n\n')).toEqual([['a', 'b "c"', 'd']]);
  });
});
