import { describe, expect, it } from 'vitest';
import { issuesOf } from '../fields/test-support';
import { isBeforeLookBack, makeWorkHistoryPositionSchema, type WorkHistoryOptions } from './work-history';

const NOW = new Date('2025-06-15T12:00:00Z');
const schemaWith = (options: WorkHistoryOptions = {}) =>
  makeWorkHistoryPositionSchema({ now: NOW, ...options });
const schema = schemaWith();

const job = {
  type: 'job',
  institution: 'Mercy Clinic',
  address_line1: '12 Oak Ave',
  address_city: 'Austin',
  address_state: 'TX',
  address_zip: '78701',
  start_date: '01/2021',
  end_date: '03/2024',
  isCurrent: false,
  reference_email: 'boss@example.com',
};
const at = (message: string, field: string) => ({ message, path: [field] });
const within85 = (field: string) => ({
  message: 'date.within-past',
  params: { amount: 85, time: 'years' },
  path: [field],
});

describe('work-history position: valid', () => {
  it.each([
    ['a past job', {}],
    ['a current job without an end date', { isCurrent: true, end_date: '' }],
    ['a current job with an end date left over', { isCurrent: true, end_date: '01/2001' }],
    ['start and end in the same month', { end_date: '01/2021' }],
    ['a residency', { type: 'training', training_type: 'residency' }],
    ['a military post', { type: 'military' }],
    ['a reference phone and no email', { reference_email: '', reference_phone_number: '5551234567' }],
    [
      "'don't know' the reference",
      { reference_email: null, reference_phone_number: 'not a phone', reference_info: true },
    ],
    ['an end exactly 10 years ahead', { end_date: '06/2035' }],
    ['a start exactly 85 years back', { start_date: '06/1940' }],
    ['an institution phone', { phone: '+1 (555) 123-4567' }],
  ])('%s', (_, patch) => {
    expect(issuesOf(schema, { ...job, ...patch })).toEqual([]);
  });

  it('stores the phones as +1 and digits, the state in capitals, the email trimmed', () => {
    const parsed = schema.parse({
      ...job,
      phone: '(555) 123-4567',
      reference_phone_number: '555.987.6543',
      address_state: 'tx',
      reference_email: ' boss@example.com ',
    });
    expect(parsed).toMatchObject({
      phone: '+15551234567',
      reference_phone_number: '+15559876543',
      address_state: 'TX',
      reference_email: 'boss@example.com',
      hasCoverage: null,
      policies: [],
    });
  });
});

describe('work-history position: invalid (001 §5)', () => {
  it.each([
    ['no institution', { institution: ' ' }, [at('validation.required', 'institution')]],
    [
      'an address without a number',
      { address_line1: 'Oak Ave' },
      [at('validation.address-number', 'address_line1')],
    ],
    ['no address', { address_line1: '' }, [at('validation.required', 'address_line1')]],
    ['no city', { address_city: null }, [at('validation.required', 'address_city')]],
    ['a state spelled out', { address_state: 'Texas' }, [at('validation.state', 'address_state')]],
    ['a zip of 3 digits', { address_zip: '787' }, [at('validation.postal-code', 'address_zip')]],
    ['a zip without a number', { address_zip: 'ABCDE' }, [at('validation.postal-code', 'address_zip')]],
    ['no start date', { start_date: '' }, [at('validation.required', 'start_date')]],
    ['no end date and not current', { end_date: undefined }, [at('validation.required', 'end_date')]],
    ['a start the month before 85 years back', { start_date: '05/1940' }, [within85('start_date')]],
    [
      'an end the month after 10 years ahead',
      { end_date: '07/2035' },
      [at('work.under-10-years', 'end_date')],
    ],
    ['a start in YYYY-MM-DD', { start_date: '2021-01-01' }, [at('validation-month-date', 'start_date')]],
    ['month 13', { end_date: '13/2024' }, [at('validation-month-date', 'end_date')]],
    ['an end the month before the start', { end_date: '12/2020' }, [at('work.end-after-start', 'end_date')]],
    [
      'a training post without its type',
      { type: 'training' },
      [at('work.training-type-required', 'training_type')],
    ],
    [
      'a training post of an unknown type',
      { type: 'training', training_type: 'apprenticeship' },
      [at('work.training-type-required', 'training_type')],
    ],
    [
      'a reference without email or phone',
      { reference_email: '' },
      [
        at('validation.email-or-phone', 'reference_phone_number'),
        at('validation.email-or-phone', 'reference_email'),
      ],
    ],
    [
      'a reference phone of 3 digits',
      { reference_phone_number: '555' },
      [at('validation.phone-invalid', 'reference_phone_number')],
    ],
    [
      'a reference email without a domain',
      { reference_email: 'boss@' },
      [at('validation.email-invalid', 'reference_email')],
    ],
    ['an institution phone in letters', { phone: 'call us' }, [at('validation.phone-invalid', 'phone')]],
    ['a gap sent as a position', { type: 'gap' }, [at('validation.choose-option', 'type')]],
    ['no type', { type: undefined }, [at('validation.required', 'type')]],
    ['policies that are not a list', { policies: {} }, [at('request.invalid', 'policies')]],
  ])('%s', (_, patch, expected) => {
    expect(issuesOf(schema, { ...job, ...patch })).toEqual(expected);
  });
});

describe('optional work history (config optional_work_history)', () => {
  const optional = schemaWith({ optionalWorkHistory: true });

  it('asks only for the institution and does not check the address', () => {
    const sparse = { type: 'training', institution: 'Mercy Clinic', reference_info: true };
    expect(issuesOf(optional, sparse)).toEqual([]);
    expect(
      issuesOf(optional, {
        ...job,
        address_line1: 'Oak Ave',
        address_state: 'Texas',
        address_zip: '7',
        address_city: '',
      }),
    ).toEqual([]);
    expect(issuesOf(optional, { ...sparse, institution: '' })).toEqual([
      at('validation.required', 'institution'),
    ]);
  });

  it('still checks a date that is given, and their order', () => {
    expect(issuesOf(optional, { ...job, start_date: '13/2020' })).toEqual([
      at('validation-month-date', 'start_date'),
    ]);
    expect(issuesOf(optional, { ...job, start_date: '05/1940' })).toEqual([within85('start_date')]);
    expect(issuesOf(optional, { ...job, end_date: '07/2035' })).toEqual([
      at('work.under-10-years', 'end_date'),
    ]);
    expect(issuesOf(optional, { ...job, end_date: '12/2020' })).toEqual([
      at('work.end-after-start', 'end_date'),
    ]);
  });

  it('still needs a way to reach the reference', () => {
    expect(issuesOf(optional, { ...job, reference_email: '' })).toHaveLength(2);
  });
});

describe('positions wholly before the look-back period are always valid', () => {
  // With a 5-year look-back on 15 June 2025, the period starts in June 2020.
  const old = { type: 'job', start_date: '01/2010', end_date: '05/2020' };

  it('an old position with nothing else filled', () => {
    expect(issuesOf(schema, old)).toEqual([]);
    expect(issuesOf(schemaWith({ certificateOfInsuranceRequired: true }), old)).toEqual([]);
    expect(issuesOf(schema, { ...old, start_date: '01/1901' })).toEqual([]);
  });

  it('not one that ends in the first month of the period, or is current, or has an unreadable start', () => {
    expect(issuesOf(schema, { ...old, end_date: '06/2020' }).length).toBeGreaterThan(0);
    expect(issuesOf(schema, { ...old, isCurrent: true }).length).toBeGreaterThan(0);
    expect(issuesOf(schema, { ...old, start_date: 'x' }).length).toBeGreaterThan(0);
  });

  it('follows the configured look-back', () => {
    expect(issuesOf(schemaWith({ lookBackYears: 10 }), old).length).toBeGreaterThan(0);
    expect(issuesOf(schemaWith({ lookBackYears: 10 }), { ...old, end_date: '05/2015' })).toEqual([]);
  });

  it.each([
    [{ start_date: '01/2010', end_date: '05/2020', isCurrent: false }, true],
    [{ start_date: '01/2010', end_date: '06/2020', isCurrent: false }, false],
    [{ start_date: '07/2020', end_date: '05/2020', isCurrent: false }, false],
    [{ start_date: '01/2010', end_date: '', isCurrent: false }, false],
    [{ start_date: '01/2010', end_date: '05/2020', isCurrent: true }, false],
  ])('isBeforeLookBack(%j) is %s', (position, expected) => {
    expect(isBeforeLookBack(position, 5, NOW)).toBe(expected);
  });
});

describe('professional liability coverage, when a certificate of insurance is needed', () => {
  const coi = schemaWith({ certificateOfInsuranceRequired: true });
  const coiWithReason = schemaWith({ certificateOfInsuranceRequired: true, noCoverageReasonRequired: true });
  const documented = { id: 'p1', document: { id: 'doc-1', name: 'coi.pdf' } };
  const explanation = { is_explanation: true, no_coverage_reason: 'Covered by the state' };

  it.each([
    ['coverage with a documented policy', coi, { hasCoverage: true, policies: [documented] }],
    ['coverage with the bypass set', coi, { hasCoverage: true, bypass_policies: true }],
    ['no coverage, no reason asked for', coi, { hasCoverage: false }],
    ['no coverage, explained', coiWithReason, { hasCoverage: false, policies: [explanation] }],
    ['no choice when no certificate is needed', schema, { hasCoverage: null }],
  ])('valid: %s', (_, rules, patch) => {
    expect(issuesOf(rules, { ...job, ...patch })).toEqual([]);
  });

  it.each([
    ['no choice made', coi, { hasCoverage: null }, at('work.liability-requirement', 'hasCoverage')],
    ['coverage, no policy', coi, { hasCoverage: true }, at('work.liability-error', 'policies')],
    [
      'coverage, a policy without a document',
      coi,
      { hasCoverage: true, policies: [{ id: 'p1', document: null }] },
      at('work.liability-error', 'policies'),
    ],
    [
      'coverage, only an explanation',
      coi,
      { hasCoverage: true, policies: [{ ...explanation, document: { id: 'd' } }] },
      at('work.liability-error', 'policies'),
    ],
    [
      'no coverage, no explanation',
      coiWithReason,
      { hasCoverage: false },
      at('work.no-coverage-reason', 'policies'),
    ],
    [
      'no coverage, a blank explanation',
      coiWithReason,
      { hasCoverage: false, policies: [{ ...explanation, no_coverage_reason: ' ' }] },
      at('work.no-coverage-reason', 'policies'),
    ],
  ])('invalid: %s', (_, rules, patch, expected) => {
    expect(issuesOf(rules, { ...job, ...patch })).toEqual([expected]);
  });
});
