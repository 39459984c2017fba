import { describe, expect, it } from 'vitest';
import { deriveDegreeType, degreeTypeSchema } from './degree-types';

describe('deriveDegreeType', () => {
  it.each([
    [{ providerType: 'NP' }, 'NP'],
    [{ providerType: 'PA' }, 'PA'],
    [{ providerType: 'CRNA' }, 'CRNA'],
    [{ providerType: 'CNM' }, 'CNM'],
    [{ providerType: 'CNS' }, 'CNS'],
    [{ providerType: 'RN' }, 'RN'],
    [{ providerType: 'np ' }, 'NP'],
    [{ ncsbnNumber: '12345' }, 'RN'],
    [{ providerType: null, ncsbnNumber: '12345' }, 'RN'],
    // APRNs hold NCSBN ids too: the provider type decides.
    [{ providerType: 'NP', ncsbnNumber: '12345' }, 'NP'],
    [{ providerType: 'CRNA', ncsbnNumber: '12345' }, 'CRNA'],
    [{ providerType: 'MD', ncsbnNumber: '12345' }, 'RN'],
    [{ providerType: 'MD' }, null],
    [{ providerType: 'DO', ncsbnNumber: '  ' }, null],
    [{}, null],
  ])('%j -> %s', (input, expected) => {
    expect(deriveDegreeType(input)).toBe(expected);
  });

  it('accepts only the six degree types', () => {
    expect(degreeTypeSchema.options).toEqual(['NP', 'CRNA', 'CNM', 'CNS', 'PA', 'RN']);
    expect(degreeTypeSchema.safeParse('MD').success).toBe(false);
  });
});
