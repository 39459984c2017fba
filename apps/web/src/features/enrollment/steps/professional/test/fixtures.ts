import type { FsmbDeaLicensesData, FsmbStateLicensesData, NppesData, NursysData } from '@credence/shared';
import { screen } from '@testing-library/react';
import { NP_ANSWERS } from '#web/features/enrollment/test/fake-server';
import type { Saved } from '#web/features/enrollment/test/fake-server';

// Registry answers in the contract's shapes (packages/shared/src/api/lookups.ts), for the step tests.

export const RETRIEVED = '2026-01-05T10:00:00.000Z';

export const NPPES_NP: NppesData = {
  npi: '1588472039',
  status: 'A',
  first_name: 'MARIA',
  middle_name: 'LUISA',
  last_name: 'DELGADO-REYES',
  credential: 'APRN, FNP-C',
  addresses: [
    {
      purpose: 'MAILING',
      line_1: '2200 SAMPLE GROVE AVE',
      line_2: '',
      city: 'SACRAMENTO',
      state: 'CA',
      zip: '95816',
      zip4: '1204',
      country: 'US',
      phone: '9165550117',
    },
  ],
  taxonomies: [
    { code: '363LF0000X', desc: 'Nurse Practitioner, Family', primary: true, state: 'CA', license: '95012' },
  ],
  licenses: [
    {
      record_type: 'rn_license',
      license_number: '95012',
      state: 'CA',
      expiration_date: null,
      active: null,
      taxonomy_code: '363LF0000X',
    },
  ],
  other_names: [
    {
      type: 'Former Name',
      first_name: 'MARIA',
      middle_name: '',
      last_name: 'DELGADO',
      credential: 'RN',
      source: 'NPPES',
    },
  ],
  source: { name: 'NPPES', retrieved_at: RETRIEVED },
};

export const NURSYS_NP: NursysData = {
  ncsbn_id: '20481357',
  first_name: 'MARIA',
  last_name: 'DELGADO-REYES',
  licenses: [
    {
      record_type: 'rn_license',
      license_number: '612345',
      state: 'CA',
      expiration_date: '2026-11-30',
      active: true,
      license_type: 'RN',
    },
    {
      record_type: 'rn_license',
      license_number: '95012',
      state: 'CA',
      expiration_date: '2026-11-30',
      active: true,
      license_type: 'APRN-CNP',
    },
  ],
  source: { name: 'Nursys', retrieved_at: RETRIEVED },
};

export const FSMB_STATE: FsmbStateLicensesData = {
  licenses: [
    {
      record_type: 'state_license',
      license_number: '267891',
      state: 'MA',
      expiration_date: '2026-06-30',
      active: true,
      license_type: 'MD',
      board: 'Massachusetts Board of Registration in Medicine',
      status: 'Active',
      issue_date: '2006-07-01',
    },
    {
      record_type: 'state_license',
      license_number: '312456',
      state: 'NY',
      expiration_date: '2027-08-31',
      active: true,
      license_type: 'MD',
      board: 'New York State Board for Medicine',
      status: 'Active',
      issue_date: '2011-09-15',
    },
  ],
  source: { name: 'FSMB', retrieved_at: RETRIEVED },
};

export const FSMB_DEA: FsmbDeaLicensesData = {
  licenses: [
    {
      record_type: 'dea',
      license_number: 'FW4829137',
      state: 'MA',
      expiration_date: '2027-04-30',
      active: true,
      schedules: ['2', '2N', '3'],
      business_activity: 'Practitioner',
      check_digit_valid: true,
    },
    {
      record_type: 'dea',
      license_number: 'FW4829130',
      state: 'NY',
      expiration_date: null,
      active: true,
      schedules: ['2'],
      business_activity: 'Practitioner',
      check_digit_valid: false,
    },
  ],
  source: { name: 'FSMB', retrieved_at: RETRIEVED },
};

/** A DEA record saved by the DEA step: the other steps must keep it. */
export const SAVED_DEA = { record_type: 'dea', license_number: 'MD1234563', state: 'CA' };
/** A nursing license saved by the NCSBN step. */
export const SAVED_RN = { record_type: 'rn_license', license_number: '612345', state: 'CA' };

/** An NP who finished the personal steps. */
export const NP_PERSONAL: Saved = { ...NP_ANSWERS };

/** A physician (MD) who finished the personal steps and the NPI. */
export const MD_PERSONAL: Saved = {
  ...NP_ANSWERS,
  'basic_info|occupation_code': 'MD',
  'basic_info|first_name': 'Eleanor',
  'basic_info|last_name': 'Whitfield',
  'identifiers|nppes_number': '1309124570',
};

export const unavailable = (source: string) => ({
  error: {
    code: 'lookup.unavailable',
    message: `We could not reach ${source}. You can enter this information yourself.`,
  },
});

export const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 8000 });
export const summary = () => screen.findByRole('alert', { name: 'There is a problem' });
export const next = () => screen.getByRole('button', { name: 'Next' });
