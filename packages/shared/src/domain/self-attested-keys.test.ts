import { describe, expect, it } from 'vitest';
import {
  SELF_ATTESTED_FIELDS,
  SELF_ATTESTED_KEYS,
  isKnownSelfAttestedKey,
  isStorableSelfAttestedKey,
  organizationQuestionSet,
  parseSelfAttestedKey,
  selfAttestedKey,
} from './self-attested-keys';

describe('self-attested keys', () => {
  it('join section and field with a bar', () => {
    expect(selfAttestedKey('basic_info', 'first_name')).toBe('basic_info|first_name');
    expect(selfAttestedKey('address', 'zip4')).toBe('address|zip4');
    expect(selfAttestedKey('other_certifications', 'acls')).toBe('other_certifications|acls');
  });

  it('hold the fields 000 §3 names', () => {
    expect(SELF_ATTESTED_FIELDS.address).toEqual(['line_1', 'line_2', 'city', 'state', 'zip', 'zip4']);
    expect(SELF_ATTESTED_FIELDS.basic_info).toHaveLength(22);
    expect(SELF_ATTESTED_FIELDS.board_cert).toEqual([
      'answer',
      'exam',
      'exam_date',
      'explanation',
      'specialties',
      'boards',
    ]);
    expect(SELF_ATTESTED_FIELDS.malpractice).toEqual(['personal', 'personalPolicies', 'employerPolicies']);
    expect(SELF_ATTESTED_KEYS).toContain('status|enrollment_status');
    expect(new Set(SELF_ATTESTED_KEYS).size).toBe(SELF_ATTESTED_KEYS.length);
  });

  it.each([
    ['basic_info|first_name', { section: 'basic_info', field: 'first_name' }],
    ['caqh|q12', { section: 'caqh', field: 'q12' }],
    ['malpractice|personalPolicies', { section: 'malpractice', field: 'personalPolicies' }],
    ['basic_info', null],
    ['a|b|c', null],
    ['|field', null],
    ['section|', null],
    ['sec tion|field', null],
  ])('parse %s', (key, parsed) => {
    expect(parseSelfAttestedKey(key)).toEqual(parsed);
  });

  it.each([
    ['basic_info|first_name', true, true],
    ['basic_info|shoe_size', false, false],
    ['caqh|q12', false, true],
    ['supplemental|drug_history', false, true],
    [`${organizationQuestionSet('acme-health')}|flu_shot`, false, true],
    ['random|q1', false, false],
  ])('%s known: %s, storable: %s', (key, known, storable) => {
    expect(isKnownSelfAttestedKey(key)).toBe(known);
    expect(isStorableSelfAttestedKey(key)).toBe(storable);
  });
});
