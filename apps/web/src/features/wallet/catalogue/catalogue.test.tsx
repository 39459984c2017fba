import { CREDENTIAL_FORM_TYPES, IDENTITY_CREDENTIAL_TYPE, isWordingKey } from '@credence/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setup } from '#web/components/ui/test-support';
import type { CatalogueCredential } from './credential-values';
import { fieldLabelKey, stateFromCredentialName } from './credential-values';
import { ALL_FIELD_KEYS } from './form-specs';
import { CATALOGUE, CredentialForm, catalogueEntryFor } from './registry';

const credential = (
  schema_name: string,
  data: Record<string, unknown>,
  name: string | null = null,
): CatalogueCredential => ({ schema_name, name, data });

const read = (c: CatalogueCredential) => render(<CredentialForm credential={c} idPrefix="c1" />);
const value = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

/** A sample of each catalogue type, with the values its read-only form must show. */
const SAMPLES: Record<string, { data: Record<string, unknown>; shows: [string, string][] }> = {
  malpractice: {
    data: {
      name: 'MedPro',
      policy_number: 'P-77',
      effective_date: '2025-01-01',
      expiration_date: '2026-01-01',
    },
    shows: [
      ['Carrier name', 'MedPro'],
      ['Policy number', 'P-77'],
      ['Expiration date', '2026-01-01'],
    ],
  },
  nppes: {
    data: { first_name: 'Ada', last_name: 'Lovelace', number: '1234567893', status: 'A' },
    shows: [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['NPI number', '1234567893'],
      ['Status', 'Active'],
    ],
  },
  nsc_education: {
    data: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      status: 'Degree awarded',
      award_date: '2010-05-20',
      degree: 'MSN',
      institution: 'State University',
    },
    shows: [
      ['Award date', '2010-05-20'],
      ['Degree', 'MSN'],
      ['Institution', 'State University'],
    ],
  },
  rn_license: {
    data: {
      license_board: 'Ohio Board of Nursing',
      license_number: 'RN.123',
      initial_date: '2012-01-01',
      expiration_date: '2027-08-31',
      license_status: 'Active',
      board_actions: 'False',
    },
    shows: [
      ['License board', 'Ohio Board of Nursing'],
      ['License status', 'Active'],
      ['Board actions', 'No'],
    ],
  },
  state_license: {
    data: { license_board: 'Texas Medical Board', license_number: 'Q1234', board_actions: 'True' },
    shows: [
      ['License number', 'Q1234'],
      ['Board actions', 'Yes'],
    ],
  },
  training: {
    data: {
      program_name: 'Internal Medicine',
      institution_name: 'Mercy',
      training_type: 'residency',
      specialty: 'Cardiology',
      start_date: '2015-07-01',
    },
    shows: [
      ['Program name', 'Internal Medicine'],
      ['Specialty', 'Cardiology'],
      ['Type of training', 'residency'],
    ],
  },
  work_gap: {
    data: { type: 'gap', start_date: '01/2020', end_date: '06/2020', explanation: 'Parental leave' },
    shows: [
      ['Start date', '01/2020'],
      ['Explanation', 'Parental leave'],
    ],
  },
  work_equifax: {
    data: { attrs: { institution: 'Acme Health' }, start_date: '01/2018', end_date: '12/2019', type: 'job' },
    shows: [
      ['Employer', 'Acme Health'],
      ['End date', '12/2019'],
    ],
  },
  work_transcript: {
    data: {
      institution: 'State University',
      degree: 'BSN',
      start_date: '2006-09-01',
      end_date: '2010-05-20',
    },
    shows: [
      ['Institution', 'State University'],
      ['Degree', 'BSN'],
      ['Start date', '2006-09-01'],
    ],
  },
  work_verification: {
    data: {
      institution: 'Mercy',
      role: 'Staff nurse',
      good_standing: 'True',
      carrier: 'MedPro',
      verifier_name: 'Dr Chair',
    },
    shows: [
      ['Role', 'Staff nurse'],
      ['In good standing', 'Yes'],
      ['Insurance carrier', 'MedPro'],
      ['Verifier name', 'Dr Chair'],
    ],
  },
  [IDENTITY_CREDENTIAL_TYPE]: {
    data: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      date_of_birth: '1980-12-10',
      verification_level: 'document',
    },
    shows: [
      ['Date of birth', '1980-12-10'],
      ['Verification level', 'document'],
    ],
  },
  cds: {
    data: {
      license_board: 'Ohio Pharmacy Board',
      license_number: 'CDS-1',
      issue_date: '2020-01-01',
      expiration_date: '2026-01-01',
    },
    shows: [
      ['License number', 'CDS-1'],
      ['Issue date', '2020-01-01'],
    ],
  },
  cms: {
    data: { npi: '1234567893', optout_effective_date: '2024-01-01' },
    shows: [
      ['NPI number', '1234567893'],
      ['Opt-out effective date', '2024-01-01'],
    ],
  },
  dea: {
    data: { dea: 'AB1234563', state: 'OH', expiration_date: '2027-01-31', drug_schedule: '2 2N 3 3N 4 5' },
    shows: [
      ['DEA number', 'AB1234563'],
      ['State', 'OH'],
      ['Drug schedules', '2 2N 3 3N 4 5'],
    ],
  },
  hospital_affiliation: {
    data: {
      institution: 'Mercy Hospital',
      privilege_status: 'Active',
      in_good_standing: 'True',
      address_city: 'Columbus',
    },
    shows: [
      ['Institution', 'Mercy Hospital'],
      ['Privilege status', 'Active'],
      ['City', 'Columbus'],
    ],
  },
  aha_cert: {
    data: { certification_type: 'BLS', ecard: '123456789012', expiration_date: '2026-03-31' },
    shows: [
      ['Certification type', 'BLS'],
      ['eCard number', '123456789012'],
    ],
  },
  work_history: {
    data: { institution: 'Mercy', role: 'Staff nurse', address_city: 'Columbus', hasCoverage: false },
    shows: [
      ['Role', 'Staff nurse'],
      ['City', 'Columbus'],
      ['Had professional liability coverage', 'No'],
    ],
  },
  work_training: {
    data: {
      institution: 'Mercy',
      program_name: 'Internal Medicine',
      training_type: 'residency',
      hasCoverage: null,
    },
    shows: [
      ['Program name', 'Internal Medicine'],
      ['Had professional liability coverage', 'Not answered'],
    ],
  },
};

describe('the credential form catalogue (001 §2)', () => {
  it('has one entry for every catalogue type and the generic form, and wording for every field it names', () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual([...CREDENTIAL_FORM_TYPES, 'generic'].sort());
    for (const key of ALL_FIELD_KEYS) expect(isWordingKey(fieldLabelKey(key)), key).toBe(true);
    for (const type of [...CREDENTIAL_FORM_TYPES, 'generic'])
      expect(isWordingKey(`credential.type.${type}`), type).toBe(true);
  });

  it.each(Object.entries(SAMPLES))('shows a %s credential read-only with its values', (type, sample) => {
    read(credential(type, sample.data));
    for (const [label, shown] of sample.shows) expect(value(label), label).toBe(shown);
    // Read-only: nothing can be typed.
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it.each(Object.entries(SAMPLES))(
    'edits a %s credential and saves its values back',
    async (type, sample) => {
      const onSave = vi.fn();
      const { user } = setup(
        <CredentialForm
          credential={credential(type, sample.data)}
          idPrefix="c1"
          edit={{ onSave, onCancel: vi.fn() }}
        />,
      );
      const [label] = sample.shows.find(([, shown]) => !['Yes', 'No', 'Not answered'].includes(shown)) ?? [];
      const box = screen.getByRole('textbox', { name: label });
      await user.type(box, ' ');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
      const saved = onSave.mock.calls[0]?.[0] as Record<string, unknown>;
      // The trailing space is trimmed again: every value comes back as it was.
      expect(saved).toMatchObject(sample.data);
    },
  );

  it('checks typed identifiers with the shared rules before saving', async () => {
    const onSave = vi.fn();
    const { user } = setup(
      <CredentialForm
        credential={credential('nppes', { number: '1234567893' })}
        idPrefix="c1"
        edit={{ onSave, onCancel: vi.fn() }}
      />,
    );
    const npi = screen.getByRole('textbox', { name: 'NPI number' });
    await user.clear(npi);
    await user.type(npi, '1234567890');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Invalid NPI number')).not.toHaveLength(0);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("hides training's specialty 'None', read-only and when edited", () => {
    read(credential('training', { program_name: 'Internal Medicine', specialty: 'None' }));
    expect(screen.queryByText('Specialty', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('None')).toBeNull();
    render(
      <CredentialForm
        credential={credential('training', { specialty: 'None' })}
        idPrefix="c2"
        edit={{ onSave: vi.fn(), onCancel: vi.fn() }}
      />,
    );
    expect((screen.getByRole('textbox', { name: 'Specialty' }) as HTMLInputElement).value).toBe('');
    // Any other specialty is shown.
    read(credential('training', { specialty: 'Cardiology' }));
    expect(value('Specialty')).toBe('Cardiology');
  });

  it("reads NPPES's status code as a word: A is Active, D is Deactivated, anything else as it came", () => {
    const { unmount } = read(credential('nppes', { number: '1467582903', status: 'A' }));
    expect(value('Status')).toBe('Active');
    unmount();
    const second = read(credential('nppes', { number: '1467582903', status: 'D' }));
    expect(value('Status')).toBe('Deactivated');
    second.unmount();
    read(credential('nppes', { number: '1467582903', status: 'X' }));
    expect(value('Status')).toBe('X');
  });

  it("carries the 'Institution Headquarters' heading and the liability section on work forms, even when empty", () => {
    for (const type of ['work_history', 'work_training']) {
      const { unmount } = read(credential(type, { institution: 'Mercy' }));
      expect(screen.getByRole('heading', { name: 'Institution Headquarters' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Professional Liability Coverage' })).toBeTruthy();
      unmount();
    }
  });

  it('lists the coverage policies of a covered position, and clears them when no coverage is chosen', async () => {
    const data = {
      institution: 'Mercy',
      hasCoverage: true,
      policies: [
        {
          id: 'p1',
          name: 'MedPro',
          policy_number: 'P-1',
          effective_date: '2020-01-01',
          expiration_date: '2021-01-01',
        },
      ],
    };
    read(credential('work_history', data));
    const policies = screen.getByRole('list', { name: 'Coverage policies' });
    expect(within(policies).getByText('MedPro, policy P-1: 2020-01-01 to 2021-01-01')).toBeTruthy();

    const onSave = vi.fn();
    const { user } = setup(
      <CredentialForm
        credential={credential('work_history', data)}
        idPrefix="e"
        edit={{ onSave, onCancel: vi.fn() }}
      />,
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Had professional liability coverage' }),
      'No',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ hasCoverage: false, policies: [] });
  });

  it('shows the explanation-of-no-coverage form for a malpractice explanation record', () => {
    read(credential('malpractice', { is_explanation: true, no_coverage_reason: 'Employed by the VA' }));
    expect(screen.getByRole('heading', { name: 'Explanation of no coverage' })).toBeTruthy();
    expect(value('Reason for having no coverage')).toBe('Employed by the VA');
    expect(screen.queryByText('Carrier name')).toBeNull();
  });

  it('shows the data-bank notice and never a data-bank response', () => {
    read(credential('npdb', { report: 'secret finding' }));
    expect(screen.getByText(/cannot be shared with you/)).toBeTruthy();
    expect(screen.getByText(/self-query/)).toBeTruthy();
    expect(screen.queryByText('secret finding')).toBeNull();
    expect(catalogueEntryFor('npdb').Edit).toBeUndefined();
  });

  it('lists each reported program enrolment', () => {
    read(
      credential('participation_reported', {
        list: [
          { program: 'Medicare', status: 'Enrolled' },
          { program: 'Ohio Medicaid', status: 'Enrolled' },
        ],
      }),
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByText('Ohio Medicaid')).toBeTruthy();
    read(credential('participation_reported', { list: [] }));
    expect(screen.getByText('No program enrolment is reported.')).toBeTruthy();
  });
});

describe('the exclusion forms (odm, sam, oig_hhs, ofac)', () => {
  const sentence = (type: string, exclusions: unknown, name: string | null = null) => {
    const { container, unmount } = read(credential(type, { exclusions }, name));
    const text = container.querySelector('.exclusion-result__message')?.textContent;
    const status = container.querySelector('.status-badge')?.textContent;
    unmount();
    return { text, status };
  };

  it('reads an empty list as not excluded and any entry as excluded', () => {
    expect(sentence('oig_hhs', [])).toEqual({
      text: 'You are not on the federal sanctions list (OIG).',
      status: 'Not excluded',
    });
    expect(sentence('oig_hhs', [{ name: 'LOVELACE, ADA' }])).toEqual({
      text: 'You may be on the federal sanctions list (OIG).',
      status: 'Excluded',
    });
    expect(sentence('ofac', []).text).toBe('You are not on the sanctions list (OFAC).');
    expect(sentence('ofac', [{ uid: 1 }]).text).toBe('You may be on the sanctions list (OFAC).');
  });

  it("reads 'excluded', and any value other than 'False', as excluded; 'False' as not", () => {
    expect(sentence('sam', 'excluded')).toEqual({
      text: 'You are excluded from the federal contracting system (SAM).',
      status: 'Excluded',
    });
    expect(sentence('sam', 'True').status).toBe('Excluded');
    expect(sentence('sam', 'yes').status).toBe('Excluded');
    expect(sentence('sam', 'False')).toEqual({
      text: 'You are not excluded from the federal contracting system (SAM).',
      status: 'Allowed',
    });
  });

  it("names the Medicaid program's state from the credential's name", () => {
    expect(sentence('odm', ['x'], 'Ohio Medicaid exclusions').text).toBe(
      'You are suspended from the Ohio Medicaid program.',
    );
    expect(sentence('odm', [], 'ODM - TX').text).toBe(
      'You are not suspended from the Texas Medicaid program.',
    );
    expect(sentence('odm', ['x'], 'West Virginia Medicaid').text).toBe(
      'You are suspended from the West Virginia Medicaid program.',
    );
    expect(stateFromCredentialName('Medicaid in Kansas')).toBe('Kansas');
    expect(stateFromCredentialName('Arkansas Medicaid')).toBe('Arkansas');
  });

  it('lists the matched records, as text or as a record’s values', () => {
    read(credential('oig_hhs', { exclusions: ['LOVELACE, ADA 1815-12-10'] }));
    const list = screen.getByRole('list');
    expect(within(list).getByText('LOVELACE, ADA 1815-12-10')).toBeTruthy();
    read(credential('ofac', { exclusions: [{ name: 'ADA LOVELACE', uid: 7 }] }));
    expect(screen.getByText('name: ADA LOVELACE · uid: 7')).toBeTruthy();
  });

  it('reads the Medicare opt-out list the same way', () => {
    expect(sentence('cms', [])).toEqual({
      text: 'You are not on the Medicare opt-out list.',
      status: 'Not opted out',
    });
    expect(sentence('cms', ['DELGADO, MARIA'])).toEqual({
      text: 'You are on the Medicare opt-out list: you have opted out of Medicare.',
      status: 'Opted out',
    });
  });

  it('offers no edit of a screening result', () => {
    for (const type of ['odm', 'sam', 'oig_hhs', 'ofac'])
      expect(catalogueEntryFor(type).Edit).toBeUndefined();
  });
});

describe('the generic form', () => {
  it('shows an unknown type as each of its fields in a text input, with the notice', () => {
    read(credential('state_board_letter', { issuer: 'Ohio Board', reference: 'L-42' }));
    expect(screen.getByText(/do not recognize this type of credential/)).toBeTruthy();
    const issuer = screen.getByRole('textbox', { name: 'issuer' }) as HTMLInputElement;
    expect(issuer.value).toBe('Ohio Board');
    expect(issuer.readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'reference' }) as HTMLInputElement).value).toBe('L-42');
  });

  it('edits an unknown type field by field', async () => {
    const onSave = vi.fn();
    const { user } = setup(
      <CredentialForm
        credential={credential('state_board_letter', { issuer: 'Ohio Board', nested: { a: 1 } })}
        idPrefix="g"
        edit={{ onSave, onCancel: vi.fn() }}
      />,
    );
    const issuer = screen.getByRole('textbox', { name: 'issuer' });
    expect((issuer as HTMLInputElement).readOnly).toBe(false);
    await user.clear(issuer);
    await user.type(issuer, 'Texas Board');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ issuer: 'Texas Board', nested: { a: 1 } });
  });
});
