import { describe, expect, it } from 'vitest';
import { NO_LICENSE_KINDS } from '../domain/licenses';
import { issuesOf } from '../fields/test-support';
import { licenseRecordSchema, makeLicensesSchema, NO_LICENSE_RECORD_TYPES } from './licenses';

const at = (message: string, ...path: (string | number)[]) => ({ message, path });
const stateLicense = { record_type: 'state_license', license_number: 'M12345', state: 'TX' };
const deaLicense = { record_type: 'dea', license_number: 'AB1234563', state: 'TX' };

describe('license record', () => {
  it.each([
    ['a state license', stateLicense],
    ['an RN license', { ...stateLicense, record_type: 'rn_license' }],
    ['a CDS registration', { ...stateLicense, record_type: 'cds' }],
    ['a DEA registration', deaLicense],
  ])('valid: %s', (_, license) => {
    expect(issuesOf(licenseRecordSchema, license)).toEqual([]);
  });

  it.each([
    [
      'an unknown record type',
      { ...stateLicense, record_type: 'medical' },
      [at('validation.choose-option', 'record_type')],
    ],
    ['no record type', { ...stateLicense, record_type: '' }, [at('validation.required', 'record_type')]],
    ['no number', { ...stateLicense, license_number: '' }, [at('validation.required', 'license_number')]],
    ['no state', { ...stateLicense, state: undefined }, [at('validation.required', 'state')]],
    ['a state spelled out', { ...stateLicense, state: 'Texas' }, [at('validation.state', 'state')]],
    [
      'a DEA number that fails its check digit',
      { ...deaLicense, license_number: 'AB1234564' },
      [at('validation.dea-invalid', 'license_number')],
    ],
  ])('invalid: %s', (_, license, expected) => {
    expect(issuesOf(licenseRecordSchema, license)).toEqual(expected);
  });
});

describe('licenses: each required kind listed or declared none', () => {
  const schema = makeLicensesSchema({ requiredKinds: ['state', 'dea'] });

  it.each([
    ['both listed', { list: [stateLicense, deaLicense] }],
    ['one listed, the other declared none', { list: [stateLicense], has_no_license_dea: true }],
    ['both declared none', { has_no_license_state: true, has_no_license_dea: true }],
  ])('valid: %s', (_, licenses) => {
    expect(issuesOf(schema, licenses)).toEqual([]);
  });

  it.each([
    [
      'nothing',
      {},
      [at('licenses.add-or-none', 'has_no_license_state'), at('licenses.add-or-none', 'has_no_license_dea')],
    ],
    [
      'an RN license is not a state license',
      { list: [{ ...stateLicense, record_type: 'rn_license' }], has_no_license_dea: true },
      [at('licenses.add-or-none', 'has_no_license_state')],
    ],
    [
      'a bad record in the list',
      { list: [{ ...stateLicense, state: '' }], has_no_license_dea: true },
      [at('validation.required', 'list', 0, 'state')],
    ],
  ])('invalid: %s', (_, licenses, expected) => {
    expect(issuesOf(schema, licenses)).toEqual(expected);
  });

  it('asks for no kind unless told to', () => {
    expect(issuesOf(makeLicensesSchema(), {})).toEqual([]);
  });

  it('maps every has_no_license flag to a record type', () => {
    expect(Object.keys(NO_LICENSE_RECORD_TYPES).sort()).toEqual([...NO_LICENSE_KINDS].sort());
  });
});
