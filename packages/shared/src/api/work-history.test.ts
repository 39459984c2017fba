import { describe, expect, it } from 'vitest';
import { calculateGapsBodySchema } from './work-history';

// POST /api/calculate_gaps takes the whole unsaved draft; every text in it stays within a form field's
// bound (TEXT_FIELD_MAX_LENGTH, 10,000 characters), however deep.
describe('calculateGapsBodySchema', () => {
  const entry = (overrides: Record<string, unknown>) => ({
    id: 'e1',
    type: 'job',
    start_date: '01/2015',
    isCurrent: true,
    ...overrides,
  });
  const accepts = (overrides: Record<string, unknown>) =>
    calculateGapsBodySchema.safeParse({ work_history: [entry(overrides)] }).success;

  it('takes texts of 10,000 characters and refuses 10,001, in known and other fields', () => {
    for (const field of ['type', 'start_date', 'institution']) {
      expect(accepts({ [field]: 'x'.repeat(10_000) })).toBe(true);
      expect(accepts({ [field]: 'x'.repeat(10_001) })).toBe(false);
    }
  });

  it('bounds texts nested in objects and arrays, and keeps the draft’s other fields', () => {
    expect(accepts({ document: { name: 'x'.repeat(10_001) } })).toBe(false);
    expect(accepts({ notes: ['x'.repeat(10_001)] })).toBe(false);
    const parsed = calculateGapsBodySchema.parse({ work_history: [entry({ role: 'Hospitalist', n: 3 })] });
    expect(parsed.work_history[0]).toMatchObject({ role: 'Hospitalist', n: 3 });
  });
});
