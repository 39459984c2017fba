import { describe, expect, it } from 'vitest';
import { missingItems } from './missing';

const job = { id: 'a', type: 'job' };
const gap = { start_date: '01/2024', end_date: '03/2024', days: 90 };

describe('missingItems', () => {
  it('names each reason the step is not complete, and none when it is', () => {
    expect(missingItems({ history: [], incomplete_ids: [], gaps: [gap] })).toEqual([
      'professional-history.missing.positions',
      'professional-history.missing.gaps',
    ]);
    expect(missingItems({ history: [{ id: 'g', type: 'gap' }], incomplete_ids: ['g'], gaps: [] })).toEqual([
      'professional-history.missing.positions',
      'professional-history.missing.details',
    ]);
    expect(missingItems({ history: [job], incomplete_ids: [], gaps: [] })).toEqual([]);
  });
});
