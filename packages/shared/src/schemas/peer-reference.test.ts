import { describe, expect, it } from 'vitest';
import { allowedReferenceCredentials, makePeerReferenceSchema } from './peer-reference';

const now = new Date('2026-11-22T12:00:00Z');
const reference = {
  id: '0b6c2f1e-7a3d-4c5b-9e8f-1a2b3c4d5e6f',
  first_name: 'Dana',
  last_name: 'Park',
  credential: 'MD',
  title: 'Chair of Medicine',
  relationship: 'department_chair',
  specialty: 'Internal Medicine',
  institution: 'Mercy Hospital',
  phone: '',
  email: 'dana.park@mercy.test',
  last_worked_together: '06/2025',
  attests_eligible: true,
};
const messagesOf = (input: unknown, options: Parameters<typeof makePeerReferenceSchema>[0]) => {
  const result = makePeerReferenceSchema(options).safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('makePeerReferenceSchema', () => {
  it('accepts a complete reference', () => {
    expect(messagesOf(reference, { now, lookBackYears: 5 })).toEqual([]);
  });

  it('asks for the name, credential, title, relationship, institution and a way to reach them', () => {
    const blank = { id: reference.id };
    expect(messagesOf(blank, { now, lookBackYears: 5 })).toEqual([
      'first_name: validation.required',
      'last_name: validation.required',
      'credential: validation.required',
      'title: validation.required',
      'relationship: validation.required',
      'institution: validation.required',
      'last_worked_together: validation.required',
      'phone: validation.email-or-phone',
      'email: validation.email-or-phone',
    ]);
    expect(messagesOf({ ...reference, email: '' }, { now, lookBackYears: 5 })).toEqual([
      'phone: validation.email-or-phone',
      'email: validation.email-or-phone',
    ]);
  });

  it('needs the reference to have worked with the clinician within the look-back', () => {
    expect(messagesOf({ ...reference, last_worked_together: '10/2021' }, { now, lookBackYears: 5 })).toEqual([
      'last_worked_together: locum-reference.look-back',
    ]);
    expect(messagesOf({ ...reference, last_worked_together: '11/2021' }, { now, lookBackYears: 5 })).toEqual(
      [],
    );
  });

  it('applies the locum-tenens discipline rule and the eligibility statement only when asked', () => {
    const pa = { ...reference, credential: 'PA', attests_eligible: false };
    expect(messagesOf(pa, { now, lookBackYears: 5, providerType: 'MD' })).toEqual([]);
    expect(messagesOf(pa, { now, lookBackYears: 5, locumTenens: true, providerType: 'MD' })).toEqual([
      'credential: reference.discipline',
      'attests_eligible: reference.eligible-required',
    ]);
  });
});

describe('allowedReferenceCredentials (001 §5)', () => {
  it.each([
    ['MD', ['MD', 'DO']],
    ['DO', ['MD', 'DO']],
    ['PA', ['MD', 'DO', 'PA']],
    ['NP', ['MD', 'DO', 'NP', 'CRNA', 'CNM', 'CNS']],
    ['CRNA', ['MD', 'DO', 'NP', 'CRNA', 'CNM', 'CNS']],
  ])('%s may be vouched for by %j', (type, allowed) => {
    expect(allowedReferenceCredentials(type)).toEqual(allowed);
  });

  it('lets any clinician vouch for an RN, on which the spec is silent', () => {
    expect(allowedReferenceCredentials('RN')).toContain('RN');
    expect(allowedReferenceCredentials(null)).toContain('MD');
  });
});
