import { describe, expect, it } from 'vitest';
import { credentialCategoryFor } from './credential-categories';
import { CREDENTIAL_FORM_TYPES, IDENTITY_CREDENTIAL_TYPE, formTypeFor } from './credential-forms';
import { isExcluded, samExclusionStatus } from './exclusions';
import {
  CREDENTIAL_LIFECYCLE_STATES,
  VERIFICATION_STATUSES,
  canTransitionCredential,
  canTransitionVerification,
} from './verification';

describe('credential form types of 001 §2', () => {
  it('list every row of the catalogue, the identity credential as credence_id', () => {
    expect(IDENTITY_CREDENTIAL_TYPE).toBe('credence_id');
    expect([...CREDENTIAL_FORM_TYPES].sort()).toEqual(
      [
        'malpractice',
        'npdb',
        'nppes',
        'nsc_education',
        'odm',
        'sam',
        'oig_hhs',
        'ofac',
        'participation_reported',
        'rn_license',
        'state_license',
        'training',
        'work_gap',
        'work_equifax',
        'work_history',
        'work_training',
        'work_transcript',
        'work_verification',
        'credence_id',
        'cds',
        'cms',
        'dea',
        'hospital_affiliation',
        'aha_cert',
      ].sort(),
    );
  });

  it.each([
    ['dea', 'dea'],
    ['work_transcript', 'work_transcript'],
    ['credence_id', 'credence_id'],
    ['other_id', 'generic'],
    ['board_certification', 'generic'],
    ['', 'generic'],
    [null, 'generic'],
    ['toString', 'generic'],
  ])('formTypeFor(%s) is %s', (type, form) => {
    expect(formTypeFor(type)).toBe(form);
  });
});

describe('exclusion results', () => {
  it.each([
    [[], false],
    [[{ name: 'x' }], true],
    ['excluded', true],
    ['False', false],
    ['True', true],
    ['anything', true],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j excluded: %s', (value, expected) => {
    expect(isExcluded(value)).toBe(expected);
  });

  it('SAM shows excluded or allowed', () => {
    expect(samExclusionStatus('excluded')).toBe('excluded');
    expect(samExclusionStatus([])).toBe('allowed');
  });
});

describe('credential categories of 001 §4', () => {
  it.each([
    [{ schema_name: 'board_certification', needs_review: false, category: 'certifications' }, 'training'],
    [
      { schema_name: 'board_certification', needs_review: true, category: 'certifications' },
      'certifications',
    ],
    [{ schema_name: 'board_certification', needs_review: true }, 'certifications'],
    [{ schema_name: 'dea', category: 'licenses' }, 'controlled'],
    [{ schema_name: 'cds', needs_review: true }, 'controlled'],
    [{ schema_name: 'state_license', category: 'licenses' }, 'licenses'],
    [{ schema_name: 'state_license', category: 'bogus' }, 'licenses'],
    [{ schema_name: 'credence_id' }, 'identity'],
    [{ schema_name: 'unknown' }, 'other'],
  ])('%j -> %s', (credential, category) => {
    expect(credentialCategoryFor(credential)).toBe(category);
  });
});

describe('verification statuses and lifecycle', () => {
  it('name the statuses of the wording', () => {
    expect(VERIFICATION_STATUSES).toEqual(['pending', 'in_progress', 'verified', 'error', 'signed']);
    expect(CREDENTIAL_LIFECYCLE_STATES).toEqual(
      expect.arrayContaining([
        'offered',
        'accepted',
        'pending_verification',
        'added',
        'expired',
        'revoked',
        'failed',
      ]),
    );
  });

  it.each([
    ['error', 'pending', true],
    ['pending', 'verified', false],
    ['in_progress', 'verified', true],
    ['verified', 'error', false],
  ] as const)('verification %s -> %s: %s', (from, to, allowed) => {
    expect(canTransitionVerification(from, to)).toBe(allowed);
  });

  it.each([
    ['offered', 'accepted', true],
    ['added', 'disputed', true],
    ['disputed', 'revoked', true],
    ['revoked', 'added', false],
    ['offered', 'added', false],
    ['offered', 'declined', true],
    ['declined', 'offered', false],
    ['added', 'suspended', true],
    ['suspended', 'added', true],
    ['disputed', 'offered', true],
    ['expired', 'added', true],
    ['failed', 'added', false],
  ] as const)('credential %s -> %s: %s', (from, to, allowed) => {
    expect(canTransitionCredential(from, to)).toBe(allowed);
  });
});
