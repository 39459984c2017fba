import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { selfAttestedKey as key, isKnownSelfAttestedKey } from '../domain/self-attested-keys';
import { issuesOf } from '../fields/test-support';
import { isWordingKey } from '../wording/index';
import { ENROLLMENT_STEP_KEYS } from './step-progress';
import { makeProfileValueSchemas, SERVER_OWNED_KEYS, WIZARD_KEYS } from './profile-values';

const NOW = new Date('2026-06-15T12:00:00Z');
const schemas = makeProfileValueSchemas({ now: NOW });
const wizardKeys: string[] = WIZARD_KEYS.map(String);

function schemaOf(k: string, from: object = schemas): z.ZodType {
  const schema = (from as Record<string, z.ZodType | undefined>)[k];
  if (!schema) throw new Error(`no schema for ${k}`);
  return schema;
}

/** A message zod writes itself (wrong type, unknown option): not a wording key; the server answers request.invalid. */
const ZOD = '<zod>';

interface Case {
  value: unknown;
  /** The stored form; the value itself when absent. */
  stored?: unknown;
}

/** Per key: values that pass (with what is stored) and values that fail with exactly these messages (and paths). */
const TABLE: Record<string, { good: Case[]; bad: [unknown, string[], (string | number)[][]?][] }> = {
  'basic_info|occupation_code': {
    good: [{ value: 'NP' }, { value: 'RN' }, { value: 'MD' }],
    bad: [
      ['XX', ['validation.choose-option']],
      ['np', ['validation.choose-option']],
      [undefined, ['validation.choose-option']],
    ],
  },
  'basic_info|first_name': {
    good: [{ value: ' Ada ', stored: 'Ada' }],
    bad: [
      ['', ['validation.required']],
      ['   ', ['validation.required']],
      [5, ['validation.required']],
      ['x'.repeat(101), ['validation.too-long']],
    ],
  },
  'basic_info|middle_name': {
    good: [{ value: '' }, { value: 'Grace' }],
    bad: [['x'.repeat(101), ['validation.too-long']]],
  },
  'basic_info|last_name': {
    good: [{ value: 'Lovelace' }, { value: 'x'.repeat(100) }],
    bad: [
      ['', ['validation.required']],
      ['x'.repeat(101), ['validation.too-long']],
    ],
  },
  'basic_info|suffix': {
    good: [{ value: '' }, { value: 'Jr.' }],
    bad: [['x'.repeat(21), ['validation.too-long']]],
  },
  'basic_info|date_of_birth': {
    good: [{ value: '1985-04-12' }],
    bad: [
      ['', ['validation.required']],
      ['1985/04/12', ['validation-date']],
      ['1985-02-30', ['validation-date']],
      ['2030-01-01', ['date.not-future']],
      ['1900-01-01', ['date.within-past']],
    ],
  },
  'basic_info|place_of_birth': {
    good: [
      { value: { country: 'US', state: 'il' }, stored: { country: 'US', state: 'IL' } },
      { value: { country: 'FR' } },
    ],
    bad: [
      [{ country: 'US' }, ['validation.required'], [['state']]],
      [{ country: 'US', state: 'X1' }, ['validation.state'], [['state']]],
      [{ country: 'ZZ' }, ['validation.choose-option'], [['country']]],
      ['US', ['request.invalid']],
    ],
  },
  'basic_info|citizenship': {
    good: [{ value: ['US', 'CA', 'US'], stored: ['US', 'CA'] }],
    bad: [
      [[], ['enroll.citizenship-required']],
      ['US', ['enroll.citizenship-required']],
      [['ZZ'], ['validation.choose-option'], [[0]]],
    ],
  },
  'basic_info|social_security': {
    good: [
      { value: '123456789', stored: '123-45-6789' },
      { value: '123-45-6789', stored: '123-45-6789' },
    ],
    bad: [
      ['', ['validation.required']],
      ['123-45-678', ['validation.ssn-invalid']],
      ['123-456789', ['validation.ssn-invalid']],
      ['***-**-6789', ['validation.ssn-invalid']],
    ],
  },
  'basic_info|phone_number': {
    good: [
      { value: '(555) 123-4567', stored: '+15551234567' },
      { value: '+1 555 123 4567', stored: '+15551234567' },
    ],
    bad: [
      ['', ['validation.phone-invalid']],
      ['555-1234', ['validation.phone-invalid']],
      ['+44 20 7946 0958', ['validation.phone-invalid']],
    ],
  },
  'basic_info|specialty_code': {
    good: [{ value: '363L00000X' }],
    bad: [
      ['', ['validation.required']],
      ['363L00000', ['validation.taxonomy-invalid']],
      ['363l00000x', ['validation.taxonomy-invalid']],
    ],
  },
  'basic_info|has_other_names': {
    good: [{ value: true }, { value: false }],
    bad: [['yes', ['validation.choose-option']]],
  },
  'basic_info|other_names': {
    good: [
      { value: [] },
      {
        value: [{ first_name: ' Ada ', last_name: 'Byron' }],
        stored: [{ first_name: 'Ada', last_name: 'Byron' }],
      },
    ],
    bad: [
      [[{ first_name: '', last_name: 'Byron' }], ['validation.required'], [[0, 'first_name']]],
      [Array(21).fill({ first_name: 'A', last_name: 'B' }), ['request.invalid']],
    ],
  },
  'basic_info|graduate_attested_none': {
    good: [{ value: true }, { value: false }],
    bad: [['true', ['validation.choose-option']]],
  },
  'address|line_1': {
    good: [{ value: '12 Main St' }],
    bad: [
      ['', ['validation.required']],
      ['Main Street', ['validation.address-number']],
      ['PO Box 12', ['validation.po-box']],
    ],
  },
  'address|line_2': {
    good: [{ value: '' }, { value: 'Apt 4' }],
    bad: [['P.O. Box 7', ['validation.po-box']]],
  },
  'address|city': {
    good: [{ value: ' Springfield ', stored: 'Springfield' }],
    bad: [['', ['validation.required']]],
  },
  'address|state': {
    good: [{ value: 'il', stored: 'IL' }],
    bad: [
      ['', ['validation.required']],
      ['Ill', ['validation.state']],
    ],
  },
  'address|zip': {
    good: [{ value: '62704' }, { value: '62704-1234' }],
    bad: [
      ['', ['validation.required']],
      ['1234', ['validation.postal-code']],
      ['abcde', ['validation.postal-code']],
    ],
  },
  'address|zip4': {
    good: [{ value: '' }, { value: '1234' }],
    bad: [['12', ['validation.zip4']]],
  },
  'identifiers|nppes_number': {
    good: [{ value: '1234567893' }],
    bad: [
      ['', ['validation.required']],
      ['1234567890', ['validation.npi-invalid']],
    ],
  },
  'identifiers|ncsbn_number': {
    good: [{ value: ' 12345 ', stored: '12345' }],
    bad: [
      ['', ['validation.required']],
      ['abc', ['validation.ncsbn-invalid']],
    ],
  },
  'licenses|list': {
    good: [
      { value: [] },
      {
        value: [
          { record_type: 'rn_license', license_number: 'RN1', state: 'il' },
          { record_type: 'dea', license_number: 'AB1234563', state: 'IL' },
        ],
        stored: [
          { record_type: 'rn_license', license_number: 'RN1', state: 'IL' },
          { record_type: 'dea', license_number: 'AB1234563', state: 'IL' },
        ],
      },
    ],
    bad: [
      [
        [{ record_type: 'xx', license_number: '1', state: 'IL' }],
        ['validation.choose-option'],
        [[0, 'record_type']],
      ],
      [
        [{ record_type: 'dea', license_number: 'AB1234567', state: 'IL' }],
        ['validation.dea-invalid'],
        [[0, 'license_number']],
      ],
      [
        [{ record_type: 'rn_license', license_number: '', state: 'IL' }],
        ['validation.required'],
        [[0, 'license_number']],
      ],
      ['x', ['request.invalid']],
    ],
  },
  'licenses|has_no_license_state': { good: [{ value: true }], bad: [['no', ['validation.choose-option']]] },
  'licenses|has_no_license_dea': { good: [{ value: false }], bad: [[null, ['validation.choose-option']]] },
  'licenses|has_no_license_rn': { good: [{ value: true }], bad: [[1, ['validation.choose-option']]] },
  'licenses|has_no_license_cds': { good: [{ value: false }], bad: [['', ['validation.choose-option']]] },
  // Decision 049: 7 or 8 digits, blank clears it.
  'basic_info|ecfmg_number': {
    good: [{ value: '1234567' }, { value: '12345678' }, { value: '' }],
    bad: [
      ['123456', ['validation.ecfmg-invalid']],
      ['123456789', ['validation.ecfmg-invalid']],
    ],
  },
  'education|attested_none': { good: [{ value: true }], bad: [['', ['validation.choose-option']]] },
  'education|list': {
    good: [{ value: [] }],
    bad: [['x', ['request.invalid']]],
  },
  'status|enrollment_status': {
    good: [{ value: null }, { value: 'in_progress' }, { value: 'finished' }],
    bad: [
      ['done', ['request.invalid']],
      ['', ['request.invalid']],
    ],
  },
  'status|unconfirmed_steps': {
    good: [
      { value: [] },
      { value: ['specialty', 'state-licenses'] },
      { value: ['dea', 'dea'], stored: ['dea'] },
    ],
    bad: [
      [['not-a-step'], ['request.invalid'], [[0]]],
      ['specialty', ['request.invalid']],
    ],
  },
  // The wallet's editors (decision 050); the cross-key rules are in schemas/registrations.test.ts.
  'registrations|medicare_participation': {
    good: [{ value: true }],
    bad: [['yes', ['validation.choose-option']]],
  },
  'registrations|medicaid_participation': {
    good: [{ value: false }],
    bad: [[null, ['validation.choose-option']]],
  },
  'registrations|medicare_opt_out': { good: [{ value: false }], bad: [[1, ['validation.choose-option']]] },
  'registrations|medicare_number': {
    good: [{ value: '' }, { value: ' ab-12 ', stored: 'AB-12' }, { value: 'A'.repeat(20) }],
    bad: [
      ['A'.repeat(21), ['registrations.number-invalid']],
      ['AB_12', ['registrations.number-invalid']],
    ],
  },
  'registrations|medicaid_number': {
    good: [{ value: '12345' }],
    bad: [['12\u0000', ['validation.text-invalid-characters']]],
  },
  ...Object.fromEntries(
    ['bls', 'cpr', 'acls', 'atls', 'also', 'nals', 'nrp', 'pals'].map((cert) => [
      `other_certifications|${cert}`,
      {
        good: [
          {
            value: { answer: true, expiration: '2027-01-31', ecard: '123456789012' },
            stored: { answer: 'Yes', expiration: '2027-01-31', document: null, ecard: '123456789012' },
          },
          { value: { answer: 'No' }, stored: { answer: 'No', expiration: '', document: null } },
        ],
        bad: [
          [{ answer: 'Yes', expiration: '' }, ['validation.required'], [['expiration']]],
          [
            { answer: 'Yes', expiration: '2027-01-31', ecard: '12345678901' },
            ['validation.ecard-invalid'],
            [['ecard']],
          ],
        ],
      },
    ]),
  ),
};

describe('the wizard value schemas (makeProfileValueSchemas)', () => {
  it('cover every wizard key, and only keys of the profile', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...wizardKeys].sort());
    for (const k of wizardKeys) expect(isKnownSelfAttestedKey(k)).toBe(true);
  });

  it('never let the client write a server-owned key', () => {
    expect(SERVER_OWNED_KEYS).toEqual([
      key('basic_info', 'mobile_confirm'),
      key('basic_info', 'verification'),
      key('work_history', 'history'),
      key('hospital_affiliations', 'list'),
      key('hospital_affiliations', 'answer'),
    ]);
    for (const owned of SERVER_OWNED_KEYS) expect(wizardKeys).not.toContain(owned);
  });

  it('each step writes only wizard keys or server-owned ones', () => {
    for (const keys of Object.values(ENROLLMENT_STEP_KEYS))
      for (const k of keys) expect([...wizardKeys, ...SERVER_OWNED_KEYS]).toContain(k);
  });

  for (const [k, { good, bad }] of Object.entries(TABLE)) {
    describe(k, () => {
      it.each(good.map((c) => [JSON.stringify(c.value)?.slice(0, 60), c] as const))('accepts %s', (_, c) => {
        const result = schemaOf(k).safeParse(c.value);
        expect(result.success).toBe(true);
        expect(result.data).toEqual('stored' in c ? c.stored : c.value);
      });

      it.each(
        bad.map(
          ([value, messages, paths]) =>
            [JSON.stringify(value)?.slice(0, 60), value, messages, paths] as const,
        ),
      )('refuses %s', (_, value, messages, paths) => {
        const issues = issuesOf(schemaOf(k), value);
        expect(issues.map((issue) => (isWordingKey(issue.message) ? issue.message : ZOD))).toEqual(messages);
        expect(issues.map((issue) => issue.path)).toEqual(paths ?? messages.map(() => []));
      });
    });
  }

  it('the name length rules say how long a name may be', () => {
    expect(issuesOf(schemaOf('basic_info|suffix'), 'x'.repeat(21))[0]?.params).toEqual({ max: 20 });
    expect(issuesOf(schemaOf('basic_info|first_name'), 'x'.repeat(101))[0]?.params).toEqual({ max: 100 });
  });

  it('date of birth is checked against the given day', () => {
    const later = makeProfileValueSchemas({ now: new Date('2100-01-01T00:00:00Z') });
    expect(schemaOf('basic_info|date_of_birth', later).safeParse('1985-04-12').success).toBe(false);
    // An adult of 18 (decision 029): born 2008-06-15 turns 18 on NOW's day; a day later, not yet.
    expect(schemaOf('basic_info|date_of_birth').safeParse('2008-06-15').success).toBe(true);
    expect(schemaOf('basic_info|date_of_birth').safeParse('2008-06-16').success).toBe(false);
    expect(schemaOf('basic_info|date_of_birth').safeParse('2026-06-15').success).toBe(false);
  });
});
