import { describe, expect, it } from 'vitest';
import { educationData, educationServerPath, emptyEntry, makeEducationFormSchema } from './education-form';

const entry = (highest: boolean) => ({
  ...emptyEntry(),
  institution: { name: 'Boston University', code: '164988', city: 'Boston', state: 'MA', country: 'US' },
  degree_level: 'MD',
  graduation_year: '2004',
  highest_practicing_degree: highest,
});
const messages = (values: object) =>
  (makeEducationFormSchema().safeParse(values).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('the education editor form', () => {
  it('asks for a school or none, and exactly one highest practicing degree', () => {
    expect(messages({ list: [], graduate_attested_none: false, ecfmg_number: '' })).toEqual([
      ['list', 'education.add-or-none'],
    ]);
    expect(messages({ list: [], graduate_attested_none: true, ecfmg_number: '' })).toEqual([]);
    expect(messages({ list: [entry(false)], graduate_attested_none: false, ecfmg_number: '' })).toEqual([
      ['list', 'education.highest-degree-required'],
    ]);
    expect(
      messages({ list: [entry(true), entry(true)], graduate_attested_none: false, ecfmg_number: '' }),
    ).toEqual([
      ['list.0.highest_practicing_degree', 'education.highest-degree-only-one'],
      ['list.1.highest_practicing_degree', 'education.highest-degree-only-one'],
    ]);
  });

  it.each([
    ['123456', ['ecfmg_number', 'validation.ecfmg-invalid']],
    ['1234567', null],
    ['12345678', null],
    ['123456789', ['ecfmg_number', 'validation.ecfmg-invalid']],
  ])('ECFMG %s: 7 or 8 digits', (ecfmg, issue) => {
    expect(messages({ list: [entry(true)], graduate_attested_none: false, ecfmg_number: ecfmg })).toEqual(
      issue ? [issue] : [],
    );
  });

  it('saves the list, none and ECFMG under their keys, and maps server details back to fields', () => {
    const data = makeEducationFormSchema().parse({
      list: [entry(true)],
      graduate_attested_none: false,
      ecfmg_number: '1234567',
    });
    expect(educationData(data)).toMatchObject({
      'education|attested_none': false,
      'basic_info|ecfmg_number': '1234567',
    });
    expect(educationServerPath('data.education|list.1.highest_practicing_degree')).toEqual([
      'list',
      1,
      'highest_practicing_degree',
    ]);
    expect(educationServerPath('data.basic_info|ecfmg_number')).toEqual(['ecfmg_number']);
    expect(educationServerPath('data.other|key')).toBeNull();
  });
});
