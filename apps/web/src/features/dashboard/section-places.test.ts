import { WALLET_SECTIONS } from '@credence/shared';
import { describe, expect, it } from 'vitest';
import { enrolmentIsOpen, placeToAdd } from './section-places';

const REQUIREMENT = 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';
const open = { enrollOpen: true, appReqId: REQUIREMENT };

describe('where a missing wallet section can be added', () => {
  it.each([
    ['name', '/enroll/name'],
    ['date_of_birth', '/enroll/dob'],
    ['citizenship', '/enroll/citizenship'],
    ['social_security', '/enroll/ssn'],
    ['address', '/enroll/address'],
    ['mobile_number', '/enroll/mobile-number'],
    ['identifiers', '/enroll'],
    ['licenses', '/enroll'],
    ['work_history', `/professional-history/${REQUIREMENT}`],
  ] as const)('%s: at %s', (section, to) => {
    expect(placeToAdd(section, open)).toEqual({ kind: 'link', to });
  });

  it('links the enrolment step while the wizard is open, never /personal-information then', () => {
    for (const section of WALLET_SECTIONS) {
      const place = placeToAdd(section, open);
      if (place.kind === 'link') expect(place.to).not.toBe('/personal-information');
    }
  });

  it('sends name, address and identifiers to /personal-information once the wizard is closed', () => {
    const closed = { enrollOpen: false, appReqId: REQUIREMENT };
    for (const section of ['name', 'address', 'identifiers'] as const)
      expect(placeToAdd(section, closed)).toEqual({ kind: 'link', to: '/personal-information' });
    for (const section of [
      'date_of_birth',
      'citizenship',
      'social_security',
      'mobile_number',
      'licenses',
    ] as const)
      expect(placeToAdd(section, closed)).toEqual({ kind: 'coming-soon' });
  });

  it('says education is coming: no page adds it yet', () => {
    expect(placeToAdd('education', open)).toEqual({ kind: 'coming-soon' });
  });

  it('offers work history only through an organization’s requirement', () => {
    expect(placeToAdd('work_history', { enrollOpen: true, appReqId: null })).toEqual({ kind: 'when-asked' });
  });

  it('offers no enrolment link when the /enroll guard would send the clinician back', () => {
    const closed = { enrollOpen: false, appReqId: REQUIREMENT };
    expect(placeToAdd('date_of_birth', closed)).toEqual({ kind: 'coming-soon' });
    expect(placeToAdd('work_history', closed)).toEqual({
      kind: 'link',
      to: `/professional-history/${REQUIREMENT}`,
    });
  });

  it('reads the /enroll guard of 000 §2', () => {
    expect(enrolmentIsOpen({ idVerification: 'not_started', enrollmentStatus: 'finished' })).toBe(true);
    expect(enrolmentIsOpen({ idVerification: 'finished', enrollmentStatus: 'finished' })).toBe(false);
    expect(enrolmentIsOpen({ idVerification: 'finished', enrollmentStatus: 'in_progress' })).toBe(true);
    expect(
      enrolmentIsOpen({ idVerification: 'finished', enrollmentStatus: 'finished', forceEnroll: true }),
    ).toBe(true);
  });
});
