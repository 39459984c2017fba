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

describe('wallet completeness with verified items (decision 042)', () => {
  const NONE = { identityVerified: false, held: [], offered: [], workVerificationAsked: false };

  it('counts identity and screening always; identifiers, licenses and education once stated', () => {
    expect(walletCompleteness({}, NONE).verified).toEqual([
      { key: 'identity', complete: false, offered: false },
      { key: 'screening', complete: false, offered: false },
    ]);
    // Ten sections + identity + screening: nothing filled, nothing verified is 0 of 12.
    expect(walletCompleteness({}, NONE).percent).toBe(0);
    expect(walletCompleteness(FULL, NONE).verified?.map((item) => item.key)).toEqual([
      'identity',
      'identifiers',
      'licenses',
      'education',
      'screening',
    ]);
    // A full self-attested profile with nothing verified: 10 of 15 items.
    expect(walletCompleteness(FULL, NONE).percent).toBe(67);
  });

  it('a credential in the wallet completes its item; an open offer marks it offered, not complete', () => {
    const result = walletCompleteness(FULL, {
      identityVerified: true,
      held: ['nppes', 'rn_license', 'oig_hhs'],
      offered: ['nsc_education'],
      workVerificationAsked: true,
    });
    expect(result.verified).toEqual([
      { key: 'identity', complete: true, offered: false },
      { key: 'identifiers', complete: true, offered: false },
      { key: 'licenses', complete: true, offered: false },
      { key: 'education', complete: false, offered: true },
      { key: 'screening', complete: true, offered: false },
      { key: 'work_history', complete: false, offered: false },
    ]);
    // 10 sections + 4 of 6 verified items: 14 of 16.
    expect(result.percent).toBe(88);
  });

  it('is 100 only when every applicable verified item is in the wallet', () => {
    const result = walletCompleteness(FULL, {
      identityVerified: true,
      held: ['nppes', 'state_license', 'training', 'sam', 'work_verification'],
      offered: [],
      workVerificationAsked: true,
    });
    expect(result.percent).toBe(100);
  });
});
