import { describe, expect, it } from 'vitest';
import { issuesOf } from '../fields/test-support';
import {
  makeLifeSupportCardSchema,
  makeOtherCertificationAnswerSchema,
  makeOtherCertificationsSchema,
} from './other-certifications';

// Edges of the life-support card and certification answers that mutation testing found untested (issue 21).
const NOW = new Date('2025-06-15T12:00:00Z');

describe('life-support card edges', () => {
  const schema = makeLifeSupportCardSchema({ now: NOW });
  const card = { certification_type: 'BLS', ecard: '12345678901A', expiration_date: '2026-01-31' };

  it('answers request.invalid for a card that is not an object', () => {
    expect(issuesOf(schema, 'BLS')).toEqual([{ message: 'request.invalid', path: [] }]);
  });

  it('judges the 85-year limit from the given day: 15 June 1940 is in, 14 June 1940 is out', () => {
    expect(issuesOf(schema, { ...card, expiration_date: '1940-06-15' })).toEqual([]);
    expect(issuesOf(schema, { ...card, expiration_date: '1940-06-14' })).toHaveLength(1);
  });
});

describe('certification answer edges', () => {
  it('a Yes needs its expiration; a No does not', () => {
    const schema = makeOtherCertificationAnswerSchema({ now: NOW });
    expect(issuesOf(schema, { answer: 'Yes', expiration: '' })).toEqual([
      { message: 'validation.required', path: ['expiration'] },
    ]);
    expect(issuesOf(schema, { answer: 'No', expiration: '' })).toEqual([]);
    expect(issuesOf(schema, { answer: 'Yes', expiration: '2026-01-31' })).toEqual([]);
  });

  it('answers request.invalid for answers that are not an object', () => {
    expect(issuesOf(makeOtherCertificationAnswerSchema({ now: NOW }), 'Yes')).toEqual([
      { message: 'request.invalid', path: [] },
    ]);
    expect(issuesOf(makeOtherCertificationsSchema({ now: NOW }), ['bls'])).toEqual([
      { message: 'request.invalid', path: [] },
    ]);
  });

  it('judges the expiration from the given day: 15 June 1940 is in, 14 June 1940 is out', () => {
    const schema = makeOtherCertificationsSchema({ now: NOW });
    expect(issuesOf(schema, { bls: { answer: 'Yes', expiration: '1940-06-15' } })).toEqual([]);
    expect(issuesOf(schema, { bls: { answer: 'Yes', expiration: '1940-06-14' } })).toHaveLength(1);
  });
});
