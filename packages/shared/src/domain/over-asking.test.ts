import { describe, expect, it } from 'vitest';
import { overAsking, requirementByType } from './over-asking';

describe('overAsking', () => {
  it('flags a type the requirement does not list, whole', () => {
    expect(overAsking(['state_license'], [{ type: 'dea', fields: ['dea'] }])).toEqual([
      { type: 'dea', whole_credential: true, fields: ['dea'] },
    ]);
  });
  it('asks nothing extra of a type listed as a string (every field is needed)', () => {
    expect(overAsking(['nppes'], [{ type: 'nppes', fields: ['number', 'first_name'] }])).toEqual([]);
  });
  it('flags fields beyond an object entry’s field list, but not ones the type always shows', () => {
    const set = [{ type: 'nppes', fields: ['number'] }];
    const requested = [{ type: 'nppes', fields: ['number', 'record_status', 'first_name'] }];
    expect(overAsking(set, requested, () => ['record_status'])).toEqual([
      { type: 'nppes', whole_credential: false, fields: ['first_name'] },
    ]);
    expect(overAsking(set, [{ type: 'nppes', fields: ['number'] }])).toEqual([]);
  });
  it('reads an entry with an empty field list (the console’s “defaults”) as needing every field', () => {
    expect(requirementByType([{ type: 'nppes', fields: [] }]).get('nppes')).toBeNull();
    expect(overAsking([{ type: 'nppes', fields: [] }], [{ type: 'nppes', fields: ['number', 'x'] }])).toEqual(
      [],
    );
  });
  it('an empty requirement (a verifier with none) makes every request extra', () => {
    expect(overAsking([], [{ type: 'nppes', fields: ['number'] }])).toHaveLength(1);
  });
  it('merges duplicate entries, the wider one winning', () => {
    expect(requirementByType([{ type: 'a', fields: ['x'] }, 'a']).get('a')).toBeNull();
    expect(
      requirementByType([
        { type: 'a', fields: ['x'] },
        { type: 'a', fields: ['y'] },
      ]).get('a'),
    ).toEqual(['x', 'y']);
    expect(requirementByType([42, null, { nope: 1 }]).size).toBe(0);
  });
});
