import { describe, expect, it } from 'vitest';
import { issuesOf } from '../fields/test-support';
import { makeWorkGapSchema } from './work-gap';

const NOW = new Date('2025-06-15T12:00:00Z');
const schema = makeWorkGapSchema({ now: NOW });
const gap = { type: 'gap', start_date: '01/2024', end_date: '03/2024', explanation: 'Family leave' };
const at = (message: string, field: string) => ({ message, path: [field] });

describe('work gap', () => {
  it.each([
    ['a past gap', {}],
    ['a gap within one month', { end_date: '01/2024' }],
    ['a gap up to this month', { end_date: '06/2025' }],
    ['no type given (it is a gap)', { type: undefined }],
  ])('valid: %s', (_, patch) => {
    expect(issuesOf(schema, { ...gap, ...patch })).toEqual([]);
  });

  it('stores its type', () => {
    expect(schema.parse({ ...gap, type: undefined }).type).toBe('gap');
  });

  it.each([
    ['no start', { start_date: '' }, [at('validation.required', 'start_date')]],
    ['no end', { end_date: null }, [at('validation.required', 'end_date')]],
    [
      'a start next month',
      { start_date: '07/2025', end_date: '07/2025' },
      [at('gap.start-not-future', 'start_date'), at('gap.end-not-future', 'end_date')],
    ],
    ['an end next month', { end_date: '07/2025' }, [at('gap.end-not-future', 'end_date')]],
    ['an end before the start', { end_date: '12/2023' }, [at('date.end-after-start', 'end_date')]],
    [
      'a date without its leading zero',
      { start_date: '1/2024' },
      [at('validation-month-date', 'start_date')],
    ],
    ['no explanation', { explanation: '  ' }, [at('work.gap-explanation', 'explanation')]],
    ['a job sent as a gap', { type: 'job' }, [at('request.invalid', 'type')]],
  ])('invalid: %s', (_, patch, expected) => {
    expect(issuesOf(schema, { ...gap, ...patch })).toEqual(expected);
  });

  it.each([['a gap'], [null], [['01/2024']]])(
    'a gap that is not an object (%j) is a broken request',
    (value) => {
      expect(issuesOf(schema, value)).toEqual([{ message: 'request.invalid', path: [] }]);
    },
  );
});
