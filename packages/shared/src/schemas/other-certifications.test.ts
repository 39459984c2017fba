import { describe, expect, it } from 'vitest';
import { OTHER_CERTIFICATION_KEYS } from '../domain/other-certifications';
import { issuesOf } from '../fields/test-support';
import { makeLifeSupportCardSchema, makeOtherCertificationsSchema } from './other-certifications';

const NOW = new Date('2025-06-15T12:00:00Z');
const at = (message: string, ...path: (string | number)[]) => ({ message, path });

describe('life-support card', () => {
  const schema = makeLifeSupportCardSchema({ now: NOW });
  const card = { certification_type: 'bls', ecard: '12345678901A', expiration_date: '2026-01-31' };

  it.each([
    ['a BLS card', {}],
    ['a type in capitals', { certification_type: 'ACLS' }],
    ['an eCard of 12 digits', { ecard: '123456789012' }],
    ['an expired card', { expiration_date: '2020-01-31' }],
  ])('valid: %s', (_, patch) => {
    expect(issuesOf(schema, { ...card, ...patch })).toEqual([]);
  });

  it('stores the type as its key', () => {
    expect(schema.parse({ ...card, certification_type: ' PALS ' }).certification_type).toBe('pals');
  });

  it.each([
    ['no type', { certification_type: '' }, [at('validation.required', 'certification_type')]],
    [
      'an unknown type',
      { certification_type: 'first-aid' },
      [at('validation.choose-option', 'certification_type')],
    ],
    ['no eCard', { ecard: null }, [at('validation.required', 'ecard')]],
    ['an eCard of 11 characters', { ecard: '12345678901' }, [at('validation.ecard-invalid', 'ecard')]],
    ['an eCard of 13 characters', { ecard: '1234567890123' }, [at('validation.ecard-invalid', 'ecard')]],
    ['an eCard with a dash', { ecard: '12345-678901' }, [at('validation.ecard-invalid', 'ecard')]],
    ['no expiration', { expiration_date: '' }, [at('validation.required', 'expiration_date')]],
    [
      'an expiration in MM/DD/YYYY',
      { expiration_date: '01/31/2026' },
      [at('validation-date', 'expiration_date')],
    ],
  ])('invalid: %s', (_, patch, expected) => {
    expect(issuesOf(schema, { ...card, ...patch })).toEqual(expected);
  });
});

describe('other certifications answers', () => {
  const schema = makeOtherCertificationsSchema({ now: NOW });

  it.each([
    ['nothing answered yet', {}],
    ['Yes with an expiration', { bls: { answer: 'Yes', expiration: '2026-01-31' } }],
    ['No without anything', { acls: { answer: 'No' } }],
    ['unanswered', { pals: { answer: null } }],
  ])('valid: %s', (_, answers) => {
    expect(issuesOf(schema, answers)).toEqual([]);
  });

  it('knows every certification of the profile, and drops others', () => {
    const all = Object.fromEntries(OTHER_CERTIFICATION_KEYS.map((key) => [key, { answer: 'No' }]));
    expect(Object.keys(schema.parse({ ...all, first_aid: { answer: 'Yes' } }))).toEqual([
      ...OTHER_CERTIFICATION_KEYS,
    ]);
  });

  it.each([
    [
      'Yes without an expiration',
      { cpr: { answer: 'Yes' } },
      [at('validation.required', 'cpr', 'expiration')],
    ],
    [
      'an expiration in another format',
      { nrp: { answer: 'Yes', expiration: '2026/01/31' } },
      [at('validation-date', 'nrp', 'expiration')],
    ],
    ['an answer that is not an object', { bls: 'Yes' }, [at('request.invalid', 'bls')]],
  ])('invalid: %s', (_, answers, expected) => {
    expect(issuesOf(schema, answers)).toEqual(expected);
  });
});
