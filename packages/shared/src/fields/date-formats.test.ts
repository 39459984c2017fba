import { describe, expect, it } from 'vitest';
import { parseDate, readDate } from './dates';

// Each layout is anchored at both ends: a date with a digit too many before or after is a wrong shape,
// not a date read from part of it ('101/2025' is not January 2025).
describe('month dates MM/yyyy', () => {
  it('reads 01/2025 as January 2025', () => {
    expect(parseDate('01/2025', 'month')).toEqual({ year: 2025, month: 1 });
  });

  it.each(['101/2025', '01/20251', 'x01/2025', '01/2025x', ' 01/2025', '1/2025', '01/025'])(
    'refuses %j as a wrong shape',
    (value) => {
      expect(readDate(value, 'month')).toBe('format');
    },
  );
});

describe('US dates MM/DD/YYYY', () => {
  it('reads 01/31/2025 as 31 January 2025', () => {
    expect(parseDate('01/31/2025', 'us')).toEqual({ year: 2025, month: 1, day: 31 });
  });

  it.each(['101/31/2025', '01/31/20251', '01/131/2025', 'x01/31/2025', '01/31/2025x', '1/31/2025'])(
    'refuses %j as a wrong shape',
    (value) => {
      expect(readDate(value, 'us')).toBe('format');
    },
  );
});

describe('ISO dates yyyy-MM-dd', () => {
  it('reads 2025-01-31', () => {
    expect(parseDate('2025-01-31', 'iso')).toEqual({ year: 2025, month: 1, day: 31 });
  });

  it.each(['12025-01-31', '2025-01-311', 'x2025-01-31', '2025-01-31x', '2025-1-31'])(
    'refuses %j as a wrong shape',
    (value) => {
      expect(readDate(value, 'iso')).toBe('format');
    },
  );
});
