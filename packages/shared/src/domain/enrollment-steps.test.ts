import { describe, expect, it } from 'vitest';
import { ENROLLMENT_STEPS, PROFESSIONAL_STEP_KEYS, selectEnrollmentSteps } from './enrollment-steps';
import { PROVIDER_TYPES, providerTypeByName } from './provider-types';

const PERSONAL = ['name', 'dob', 'pob', 'citizenship', 'ssn', 'address', 'mobile-number'];

function stepsFor(name: string, extra: { identityCheck?: boolean; identityVerification?: boolean } = {}) {
  const type = providerTypeByName(name);
  if (!type) throw new Error(name);
  return selectEnrollmentSteps({
    professionalSteps: type.professional_steps,
    licenseTypes: type.license_types,
    ...extra,
  });
}

describe('enrolment wizard steps', () => {
  it('are the component set of 000 §2 in order', () => {
    expect(ENROLLMENT_STEPS.map((step) => step.id)).toEqual([
      'provider-type',
      ...PERSONAL,
      'identity-check',
      'npi',
      'ncsbn-id',
      'specialty',
      'state-licenses',
      'dea',
      'training',
      'alias',
      'identity-verification',
      'review',
    ]);
  });

  it('by default show the provider-type picker, the personal steps and review', () => {
    expect(selectEnrollmentSteps()).toEqual(['provider-type', ...PERSONAL, 'review']);
  });

  it('add the identity steps only when the requirement asks', () => {
    expect(selectEnrollmentSteps({ identityCheck: true, identityVerification: true })).toEqual([
      'provider-type',
      ...PERSONAL,
      'identity-check',
      'identity-verification',
      'review',
    ]);
    expect(selectEnrollmentSteps({ identityVerification: true })).not.toContain('identity-check');
  });

  it.each([
    ['MD', ['npi', 'specialty', 'state-licenses', 'dea', 'training', 'alias']],
    ['DO', ['npi', 'specialty', 'state-licenses', 'dea', 'training', 'alias']],
    ['PA', ['npi', 'specialty', 'state-licenses', 'dea', 'alias']],
    ['NP', ['npi', 'ncsbn-id', 'specialty', 'dea', 'alias']],
    ['CRNA', ['npi', 'ncsbn-id', 'specialty', 'dea', 'alias']],
    ['CNM', ['npi', 'ncsbn-id', 'specialty', 'dea', 'alias']],
    ['CNS', ['npi', 'ncsbn-id', 'specialty', 'dea', 'alias']],
    ['RN', ['ncsbn-id', 'alias']],
  ])('a %s sees the provider-type picker, personal steps, %j and review', (name, professional) => {
    expect(stepsFor(name)).toEqual(['provider-type', ...PERSONAL, ...professional, 'review']);
  });

  it('drop a license look-up the provider type has no license for', () => {
    const steps = selectEnrollmentSteps({
      professionalSteps: ['provider_type', 'npi', 'state_licenses', 'dea', 'ncsbn_id'],
      licenseTypes: ['medical_license'],
    });
    expect(steps).toContain('state-licenses');
    expect(steps).not.toContain('dea');
    expect(steps).not.toContain('ncsbn-id');
  });

  it('assume the default license types until a provider type is chosen', () => {
    const steps = selectEnrollmentSteps({ professionalSteps: ['state_licenses', 'dea', 'ncsbn_id'] });
    expect(steps).toEqual([...PERSONAL, 'state-licenses', 'dea', 'review']);
  });

  it('every provider type lists only known step keys and starts with the picker', () => {
    for (const type of PROVIDER_TYPES) {
      expect(type.professional_steps[0]).toBe('provider_type');
      for (const key of type.professional_steps) expect(PROFESSIONAL_STEP_KEYS).toContain(key);
    }
  });
});
