import { describe, expect, it } from 'vitest';
import { WALLET_SECTIONS, isProfileValueFilled, walletCompleteness } from './wallet-completeness';

const FULL = {
  'basic_info|first_name': 'Jordan',
  'basic_info|last_name': 'Rivera',
  'basic_info|date_of_birth': { kid: 'k1', value: 'sealed' },
  'basic_info|citizenship': ['US'],
  'basic_info|social_security': { kid: 'k1', value: 'sealed' },
  'address|line_1': '1 Main St',
  'address|city': 'Springfield',
  'address|state': 'IL',
  'address|zip': '62701',
  'basic_info|phone_number': '+15555550100',
  'basic_info|mobile_confirm': true,
  'identifiers|nppes_number': '1234567893',
  'licenses|list': [{ record_type: 'state_license', license_number: 'A1', state: 'IL' }],
  'education|list': [{ institution: { name: 'State University' } }],
  'work_history|history': [{ type: 'job', institution: 'General Hospital' }],
};

const without = (...keys: string[]) =>
  Object.fromEntries(Object.entries(FULL).filter(([key]) => !keys.includes(key)));

describe('wallet completeness', () => {
  it('counts ten sections in a fixed order', () => {
    expect(walletCompleteness({}).sections.map((s) => s.key)).toEqual([...WALLET_SECTIONS]);
    expect(WALLET_SECTIONS).toHaveLength(10);
  });

  it.each([
    ['an empty profile', {}, 0],
    ['a full profile', FULL, 100],
    ['a name only (the demo clinician)', { 'basic_info|first_name': 'J', 'basic_info|last_name': 'R' }, 10],
    ['a first name without a last name', { 'basic_info|first_name': 'J' }, 0],
    ['an unconfirmed mobile number', without('basic_info|mobile_confirm'), 90],
    ['a mobile confirmation set to false', { ...FULL, 'basic_info|mobile_confirm': false }, 90],
    ['an address without a zip', without('address|zip'), 90],
    [
      'an NCSBN id instead of an NPI',
      { ...without('identifiers|nppes_number'), 'identifiers|ncsbn_number': 'N1' },
      100,
    ],
    ['no license but said so', { ...without('licenses|list'), 'licenses|has_no_license_state': true }, 100],
    ['an empty license list', { ...FULL, 'licenses|list': [] }, 90],
    ['blank text for the name', { ...FULL, 'basic_info|first_name': '  ' }, 90],
    ['no work history and no education', without('work_history|history', 'education|list'), 80],
  ])('%s is %i percent complete', (_name, values, percent) => {
    expect(walletCompleteness(values).percent).toBe(percent);
  });

  it('marks each section', () => {
    const result = walletCompleteness(without('address|city', 'basic_info|citizenship'));
    const incomplete = result.sections.filter((s) => !s.complete).map((s) => s.key);
    expect(incomplete).toEqual(['citizenship', 'address']);
  });

  it.each([
    [null, false],
    [undefined, false],
    [false, false],
    ['', false],
    ['  ', false],
    [[], false],
    [[''], false],
    [{}, false],
    [{ country: '' }, false],
    [0, true],
    [true, true],
    ['x', true],
    [{ country: 'US' }, true],
  ])('isProfileValueFilled(%j) is %s', (value, filled) => {
    expect(isProfileValueFilled(value)).toBe(filled);
  });
});
