import { describe, expect, it } from 'vitest';
import { LICENSE_TYPES } from './licenses';
import { PROVIDER_TYPES, PROVIDER_TYPE_NAMES, providerTypeByName } from './provider-types';

describe('provider types', () => {
  it('cover the clinicians of 000 §1 once each', () => {
    expect(PROVIDER_TYPES.map((type) => type.name)).toEqual([...PROVIDER_TYPE_NAMES]);
    expect(PROVIDER_TYPE_NAMES).toEqual(['MD', 'DO', 'NP', 'PA', 'CRNA', 'CNM', 'CNS', 'RN']);
  });

  it('each have a long name and known license types', () => {
    for (const type of PROVIDER_TYPES) {
      expect(type.long.length).toBeGreaterThan(type.name.length);
      for (const license of type.license_types) expect(LICENSE_TYPES).toContain(license);
    }
  });

  it('send physicians through state licenses, DEA and training and RNs through Nursys', () => {
    expect(providerTypeByName('MD')?.professional_steps).toEqual(
      expect.arrayContaining(['npi', 'state_licenses', 'dea', 'training']),
    );
    expect(providerTypeByName('RN')).toMatchObject({
      professional_steps: expect.arrayContaining(['ncsbn_id']),
      license_types: ['rn_license'],
    });
  });

  it('finds nothing for an unknown name', () => {
    expect(providerTypeByName('XX')).toBeUndefined();
  });
});
