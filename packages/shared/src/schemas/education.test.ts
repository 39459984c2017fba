import { describe, expect, it } from 'vitest';
import { issuesOf } from '../fields/test-support';
import { makeEducationSchema } from './education';

const NOW = new Date('2025-06-15T12:00:00Z');
const schema = makeEducationSchema({ now: NOW });

const entry = {
  institution: { name: 'State University', code: 'SU1', city: 'Austin', state: 'TX', country: 'US' },
  degree_level: 'BSN',
  foreign_education: false,
  graduation_month: '05',
  graduation_year: '2015',
  highest_practicing_degree: true,
};
const second = { ...entry, degree_level: 'MSN', graduation_year: '2019', highest_practicing_degree: false };
const at = (message: string, ...path: (string | number)[]) => ({ message, path });
const withEntry = (patch: object) => ({ list: [{ ...entry, ...patch }] });

describe('education: add one or indicate none, exactly one highest practicing degree', () => {
  it.each([
    ['one entry, the highest', { list: [entry] }],
    ['two entries, one the highest', { list: [second, entry] }],
    ['none, attested', { list: [], graduate_attested_none: true }],
    ['none, attested, list missing', { graduate_attested_none: true }],
  ])('valid: %s', (_, education) => {
    expect(issuesOf(schema, education)).toEqual([]);
  });

  it.each([
    ['nothing and no attestation', { list: [] }, [at('education.add-or-none', 'list')]],
    ['nothing at all', {}, [at('education.add-or-none', 'list')]],
    ['no highest degree', { list: [second] }, [at('education.highest-degree-required', 'list')]],
    [
      'entries and the attestation, but no highest degree',
      { list: [second], graduate_attested_none: true },
      [at('education.highest-degree-required', 'list')],
    ],
    [
      'two highest degrees, told beside each box',
      { list: [entry, second, { ...second, highest_practicing_degree: true }] },
      [
        at('education.highest-degree-only-one', 'list', 0, 'highest_practicing_degree'),
        at('education.highest-degree-only-one', 'list', 2, 'highest_practicing_degree'),
      ],
    ],
  ])('invalid: %s', (_, education, expected) => {
    expect(issuesOf(schema, education)).toEqual(expected);
  });
});

describe('education entry', () => {
  it.each([
    ['no month', { graduation_month: '' }],
    ['a month without its zero', { graduation_month: '5' }],
    [
      'a school abroad with a region name',
      { foreign_education: true, institution: { ...entry.institution, state: 'Ontario' } },
    ],
    ['a school without a state', { institution: { name: 'State University' } }],
    ['graduation exactly 85 years back', { graduation_month: '06', graduation_year: '1940' }],
    ['the year only, 85 years back', { graduation_month: '', graduation_year: '1940' }],
    ['a nursing program flag', { nursing_program: true }],
  ])('valid: %s', (_, patch) => {
    expect(issuesOf(schema, withEntry(patch))).toEqual([]);
  });

  it.each([
    [
      'no institution name',
      { institution: { ...entry.institution, name: '' } },
      [at('validation.required', 'list', 0, 'institution', 'name')],
    ],
    ['no institution', { institution: undefined }, [at('request.invalid', 'list', 0, 'institution')]],
    ['no degree', { degree_level: ' ' }, [at('validation.required', 'list', 0, 'degree_level')]],
    ['no year', { graduation_year: '' }, [at('validation.required', 'list', 0, 'graduation_year')]],
    ['a two-digit year', { graduation_year: '15' }, [at('validation-year', 'list', 0, 'graduation_year')]],
    ['month 13', { graduation_month: '13' }, [at('validation.month', 'list', 0, 'graduation_month')]],
    [
      'a US state spelled out',
      { institution: { ...entry.institution, state: 'Texas' } },
      [at('validation.state', 'list', 0, 'institution', 'state')],
    ],
    [
      'graduation the month before 85 years back',
      { graduation_month: '05', graduation_year: '1940' },
      [
        {
          message: 'date.within-past',
          params: { amount: 85, time: 'years' },
          path: ['list', 0, 'graduation_year'],
        },
      ],
    ],
  ])('invalid: %s', (_, patch, expected) => {
    expect(issuesOf(schema, withEntry(patch))).toEqual(expected);
  });
});
