import { describe, expect, it } from 'vitest';
import { issuesOf } from '../fields/test-support';
import { AFFILIATION_REFERENCE_FIELDS, makeAffiliationPositionSchema } from './affiliation';

const NOW = new Date('2025-06-15T12:00:00Z');
const schema = makeAffiliationPositionSchema({ now: NOW });
const withReference = makeAffiliationPositionSchema({ now: NOW, referenceRequired: true });

const position = {
  institution: 'General Hospital',
  address_line1: '1 Main St',
  address_city: 'Springfield',
  address_state: 'IL',
  address_zip: '62701',
  start_date: '2015-01-01',
  end_date: '2020-01-01',
  isCurrent: false,
};
const reference = {
  reference_first_name: 'Ada',
  reference_last_name: 'Jones',
  reference_provider_type: 'MD',
  reference_phone_number: '(555) 123-4567',
  reference_email: 'ada@example.com',
};
const at = (message: string, field: string) => ({ message, path: [field] });

describe('affiliation position: valid', () => {
  it.each([
    ['a past position', {}],
    ['a current position without an end date', { isCurrent: true, end_date: '' }],
    ['a current position whose end is left before its start', { isCurrent: true, end_date: '2001-01-01' }],
    ['start and end on the same day', { end_date: '2015-01-01' }],
    ['a start exactly 85 years ago', { start_date: '1940-06-15', end_date: '1950-01-01' }],
    ['an end date in the future', { end_date: '2030-01-01' }],
    ['a reference given though none is required', reference],
    ['a DO reference', { ...reference, reference_provider_type: 'DO' }],
    ['optional fields null', { address_line2: null, department: null, in_good_standing: null }],
  ])('%s', (_, patch) => {
    expect(issuesOf(schema, { ...position, ...patch })).toEqual([]);
  });

  it('with a required reference, every reference field filled', () => {
    expect(issuesOf(withReference, { ...position, ...reference })).toEqual([]);
  });

  it('stores the state in capitals and the phone as +1 and digits', () => {
    const parsed = withReference.parse({ ...position, ...reference, address_state: 'il' });
    expect(parsed.address_state).toBe('IL');
    expect(parsed.reference_phone_number).toBe('+15551234567');
  });
});

describe('affiliation position: invalid (000 §5)', () => {
  it.each([
    ['no institution', { institution: '' }, [at('validation.required', 'institution')]],
    ['no address line 1', { address_line1: ' ' }, [at('validation.required', 'address_line1')]],
    [
      'an address without a number',
      { address_line1: 'Main St' },
      [at('validation.address-number', 'address_line1')],
    ],
    ['no city', { address_city: undefined }, [at('validation.required', 'address_city')]],
    ['no state', { address_state: null }, [at('validation.required', 'address_state')]],
    ['a state of three letters', { address_state: 'ILL' }, [at('validation.state', 'address_state')]],
    ['no zip', { address_zip: '' }, [at('validation.required', 'address_zip')]],
    ['a zip of four digits', { address_zip: '6270' }, [at('validation.postal-code', 'address_zip')]],
    ['no start date', { start_date: '' }, [at('validation.required', 'start_date')]],
    [
      'a start the day before 85 years ago',
      { start_date: '1940-06-14', end_date: '1950-01-01' },
      [at('affiliation.start-within-85-years', 'start_date')],
    ],
    ['an impossible start date', { start_date: '2015-02-30' }, [at('date.invalid', 'start_date')]],
    ['a start date in another format', { start_date: '01/01/2015' }, [at('date.invalid', 'start_date')]],
    ['an unreadable end date', { end_date: 'yesterday' }, [at('date.invalid', 'end_date')]],
    ['no end date and not current', { end_date: '' }, [at('validation.required', 'end_date')]],
    [
      'an end the day before 85 years ago',
      { start_date: '1940-06-15', end_date: '1940-06-14' },
      [{ message: 'date.within-past', params: { amount: 85, time: 'years' }, path: ['end_date'] }],
    ],
    [
      'an end the day before the start',
      { end_date: '2014-12-31' },
      [at('affiliation.start-before-end', 'start_date'), at('date.end-after-start', 'end_date')],
    ],
    [
      'a PA reference',
      { reference_provider_type: 'PA' },
      [at('validation.choose-option', 'reference_provider_type')],
    ],
    [
      'a reference phone of 7 digits',
      { reference_phone_number: '555-1234' },
      [at('validation.phone-invalid', 'reference_phone_number')],
    ],
    [
      'a reference email without a domain',
      { reference_email: 'ada@' },
      [at('validation.email-invalid', 'reference_email')],
    ],
    ['a flag that is not a boolean', { isCurrent: 'yes' }, [at('request.invalid', 'isCurrent')]],
  ])('%s', (_, patch, expected) => {
    expect(issuesOf(schema, { ...position, ...patch })).toEqual(expected);
  });

  it.each(AFFILIATION_REFERENCE_FIELDS)('a required reference without %s', (field) => {
    expect(issuesOf(withReference, { ...position, ...reference, [field]: '' })).toEqual([
      at('affiliation.reference-required', 'reference'),
    ]);
  });

  it('reports every missing field at once, the required reference once (8 problems, not 12)', () => {
    const issues = issuesOf(withReference, {});
    expect(issues).toEqual([
      at('validation.required', 'institution'),
      at('validation.required', 'address_line1'),
      at('validation.required', 'address_city'),
      at('validation.required', 'address_state'),
      at('validation.required', 'address_zip'),
      at('validation.required', 'start_date'),
      at('validation.required', 'end_date'),
      at('affiliation.reference-required', 'reference'),
    ]);
    expect(issues).toHaveLength(8);
  });
});
