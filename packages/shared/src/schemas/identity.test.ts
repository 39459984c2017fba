import { describe, expect, it } from 'vitest';
import { issuesOf } from '../fields/test-support';
import { makeCdsRecordSchema, makeDeaRecordSchema } from './identity';

const NOW = new Date('2025-06-15T12:00:00Z');
const at = (message: string, field: string) => ({ message, path: [field] });
// AB123456 check digit: (1 + 3 + 5 + 2 * (2 + 4 + 6)) % 10 = 3
const DEA = 'AB1234563';

describe('DEA record', () => {
  const schema = makeDeaRecordSchema({ now: NOW });
  const record = { dea: DEA, state: 'TX', expiration_date: '2027-01-31', drug_schedule: '2 2N 3 3N 4 5' };

  it.each([
    ['a registration', {}],
    ['no number at all (000 §5: empty allowed)', { dea: '', state: '', expiration_date: '' }],
    ['nothing but nulls', { dea: null, state: null, expiration_date: null, drug_schedule: null }],
    ['patients permitted as a number', { patients_permitted: 30 }],
  ])('valid: %s', (_, patch) => {
    expect(issuesOf(schema, { ...record, ...patch })).toEqual([]);
  });

  it('stores the number and state in capitals and the count as text', () => {
    const parsed = schema.parse({ ...record, dea: DEA.toLowerCase(), state: 'tx', patients_permitted: 100 });
    expect(parsed).toMatchObject({ dea: DEA, state: 'TX', patients_permitted: '100' });
  });

  it.each([
    ['a wrong check digit', { dea: 'AB1234564' }, [at('validation.dea-invalid', 'dea')]],
    ['a registrant type the DEA does not issue', { dea: 'IB1234563' }, [at('validation.dea-invalid', 'dea')]],
    ['a number without a state', { state: '' }, [at('validation.required', 'state')]],
    [
      'a number without an expiration',
      { expiration_date: undefined },
      [at('validation.required', 'expiration_date')],
    ],
    ['a state of three letters', { state: 'TEX' }, [at('validation.state', 'state')]],
    [
      'an impossible expiration',
      { expiration_date: '2027-02-30' },
      [at('validation-date', 'expiration_date')],
    ],
    ['a schedule list', { drug_schedule: ['2', '3'] }, [at('request.invalid', 'drug_schedule')]],
  ])('invalid: %s', (_, patch, expected) => {
    expect(issuesOf(schema, { ...record, ...patch })).toEqual(expected);
  });
});

describe('CDS record', () => {
  const schema = makeCdsRecordSchema({ now: NOW });
  const record = {
    license_board: 'Texas DPS',
    license_number: 'C123456',
    issue_date: '2023-02-01',
    expiration_date: '2026-01-31',
  };

  it.each([
    ['a registration', {}],
    ['issued and expiring the same day', { issue_date: '2026-01-31' }],
    ['no issue date', { issue_date: '' }],
  ])('valid: %s', (_, patch) => {
    expect(issuesOf(schema, { ...record, ...patch })).toEqual([]);
  });

  it.each([
    [
      'issued the day after it expires',
      { issue_date: '2026-02-01' },
      [at('date.issue-before-expiration', 'issue_date')],
    ],
    ['no board', { license_board: '' }, [at('validation.required', 'license_board')]],
    ['no number', { license_number: null }, [at('validation.required', 'license_number')]],
    ['no expiration', { expiration_date: '' }, [at('validation.required', 'expiration_date')]],
    // An unreadable date is its own field's issue, not an order one.
    ['an unreadable issue date', { issue_date: '2026-13-01' }, [at('validation-date', 'issue_date')]],
  ])('invalid: %s', (_, patch, expected) => {
    expect(issuesOf(schema, { ...record, ...patch })).toEqual(expected);
  });
});
