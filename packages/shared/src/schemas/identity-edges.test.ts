import { describe, expect, it } from 'vitest';
import { issuesOf } from '../fields/test-support';
import { makeCdsRecordSchema, makeDeaRecordSchema } from './identity';

// Edges of the DEA and CDS records that mutation testing found untested (issue 21).
const NOW = new Date('2025-06-15T12:00:00Z');
const DEA = 'AB1234563';

describe('DEA record edges', () => {
  const schema = makeDeaRecordSchema({ now: NOW });
  const record = { dea: DEA, state: 'TX', expiration_date: '2027-01-31' };

  it('keeps a missing or null count as empty text, not "null"', () => {
    expect(schema.parse({ ...record, patients_permitted: null }).patients_permitted).toBe('');
    expect(schema.parse(record).patients_permitted).toBe('');
    expect(schema.parse({ ...record, patients_permitted: '30' }).patients_permitted).toBe('30');
  });

  it('answers request.invalid for a count that is neither text nor number, and for a record that is not an object', () => {
    expect(issuesOf(schema, { ...record, patients_permitted: true })).toEqual([
      { message: 'request.invalid', path: ['patients_permitted'] },
    ]);
    expect(issuesOf(schema, 'AB1234563')).toEqual([{ message: 'request.invalid', path: [] }]);
  });

  it('judges the 85-year limit from the given day: 15 June 1940 is in, 14 June 1940 is out', () => {
    expect(issuesOf(schema, { ...record, expiration_date: '1940-06-15' })).toEqual([]);
    expect(issuesOf(schema, { ...record, expiration_date: '1940-06-14' })).toHaveLength(1);
  });
});

describe('CDS record edges', () => {
  const schema = makeCdsRecordSchema({ now: NOW });
  const record = {
    license_board: 'Texas DPS',
    license_number: 'C123456',
    issue_date: '2023-02-01',
    expiration_date: '2026-01-31',
  };

  it('answers request.invalid for a record that is not an object', () => {
    expect(issuesOf(schema, null)).toEqual([{ message: 'request.invalid', path: [] }]);
  });

  it('judges the order only when the expiration passes its own rule', () => {
    // 1 January 1930 is more than 85 years before 15 June 2025: the expiration's own issue, not an order one.
    const issues = issuesOf(schema, { ...record, expiration_date: '1930-01-01' });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual(['expiration_date']);
  });

  it('judges the 85-year limit of the expiration from the given day: 15 June 1940 is in', () => {
    expect(issuesOf(schema, { ...record, issue_date: '', expiration_date: '1940-06-15' })).toEqual([]);
    expect(issuesOf(schema, { ...record, issue_date: '', expiration_date: '1940-06-14' })).toHaveLength(1);
  });
});
