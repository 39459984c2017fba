import { describe, expect, it } from 'vitest';
import { issuesOf } from '../fields/test-support';
import { formatDollars, isDollarAmount, toDollarDigits } from './dollars';
import {
  isNoCoverageExplanation,
  makeMalpracticePolicySchema,
  noCoverageExplanationSchema,
} from './malpractice';

const NOW = new Date('2025-06-15T12:00:00Z');
const schema = makeMalpracticePolicySchema({ now: NOW });

const policy = {
  name: 'Acme Mutual',
  policy_number: 'PN-1',
  effective_date: '2024-01-01',
  expiration_date: '2025-01-01',
  document: { id: 'doc-1', name: 'policy.pdf' },
};
const notOnHand = { not_on_hand: true, not_on_hand_coverage_type: 'Employer-Provided' };
const at = (message: string, ...path: (string | number)[]) => ({ message, path });
const within85 = (field: string) => ({
  message: 'date.within-past',
  params: { amount: 85, time: 'years' },
  path: [field],
});

describe('malpractice policy: valid', () => {
  it.each([
    ['every default-required field and a document', {}],
    ['expiration on the effective date', { expiration_date: '2024-01-01' }],
    ['retro date on the effective date', { retro_date: '2024-01-01' }],
    ['retro date before the effective date', { retro_date: '2019-05-01' }],
    ['optional fields null', { retro_date: null, per_occurrence: null, agg_coverage: null }],
    ['amounts with $, commas and cents', { per_occurrence: '$1,000,000.00', agg_coverage: '3000000' }],
    ['effective date exactly 85 years ago', { effective_date: '1940-06-15' }],
    ['expiration years ahead', { expiration_date: '2099-12-31' }],
    ['one linked position', { work_history_id: 'wh-1' }],
    ['several linked positions', { work_history_id: ['wh-1', 7] }],
    ['not on hand, employer-provided, nothing else', { ...notOnHand, name: '', document: null }],
    [
      'not on hand, self-insured, nothing else',
      {
        not_on_hand: true,
        not_on_hand_coverage_type: 'Self-Insured',
        policy_number: undefined,
        document: null,
      },
    ],
  ])('%s', (_, patch) => {
    expect(issuesOf(schema, { ...policy, ...patch })).toEqual([]);
  });
});

describe('malpractice policy: invalid', () => {
  it.each([
    ['no carrier name', { name: '' }, [at('malpractice.carrier-required', 'name')]],
    ['a blank policy number', { policy_number: '   ' }, [at('validation.required', 'policy_number')]],
    ['no effective date', { effective_date: undefined }, [at('validation.required', 'effective_date')]],
    ['no expiration date', { expiration_date: null }, [at('validation.required', 'expiration_date')]],
    ['no document', { document: null }, [at('upload.file-required', 'document')]],
    [
      'expiration the day before effective',
      { expiration_date: '2023-12-31' },
      [at('insurance-coverage.expiration-date', 'expiration_date')],
    ],
    [
      'retro date the day after effective',
      { retro_date: '2024-01-02' },
      [at('insurance-coverage.retro-date', 'retro_date')],
    ],
    // A date that does not read is its own field's issue, not an order one.
    [
      'an impossible effective date',
      { effective_date: '2024-13-01' },
      [at('validation-date', 'effective_date')],
    ],
    [
      'a MM/DD/YYYY expiration',
      { expiration_date: '01/01/2025' },
      [at('validation-date', 'expiration_date')],
    ],
    ['an effective date over 85 years ago', { effective_date: '1940-06-14' }, [within85('effective_date')]],
    ['a retro date over 85 years ago', { retro_date: '1940-06-14' }, [within85('retro_date')]],
    ['words for an amount', { per_occurrence: 'ten' }, [at('validation.dollar-amount', 'per_occurrence')]],
    ['a negative amount', { agg_coverage: '-5' }, [at('validation.dollar-amount', 'agg_coverage')]],
    ['cents only', { agg_coverage: '.50' }, [at('validation.dollar-amount', 'agg_coverage')]],
    [
      'not on hand without a coverage type',
      { not_on_hand: true, document: null },
      [at('malpractice.coverage-type-required', 'not_on_hand_coverage_type')],
    ],
    [
      'not on hand with another coverage type',
      { not_on_hand: true, not_on_hand_coverage_type: 'Employer' },
      [at('validation.choose-option', 'not_on_hand_coverage_type')],
    ],
    [
      'not on hand, dates still in order',
      { ...notOnHand, expiration_date: '2023-01-01' },
      [at('insurance-coverage.expiration-date', 'expiration_date')],
    ],
    ['a number for the carrier', { name: 5 }, [at('request.invalid', 'name')]],
    ['a document without an id', { document: { name: 'a.pdf' } }, [at('request.invalid', 'document', 'id')]],
  ])('%s', (_, patch, expected) => {
    expect(issuesOf(schema, { ...policy, ...patch })).toEqual(expected);
  });

  it('reports every missing field at once, each at its own path', () => {
    expect(issuesOf(schema, {})).toEqual([
      at('malpractice.carrier-required', 'name'),
      at('validation.required', 'policy_number'),
      at('validation.required', 'effective_date'),
      at('validation.required', 'expiration_date'),
      at('upload.file-required', 'document'),
    ]);
  });
});

describe('the application config may override the required fields', () => {
  it('requires exactly the listed fields, in place of the default list', () => {
    const custom = makeMalpracticePolicySchema({ required: ['retro_date', 'per_occurrence'], now: NOW });
    expect(issuesOf(custom, { document: { id: 'd' } })).toEqual([
      at('validation.required', 'retro_date'),
      at('validation.required', 'per_occurrence'),
    ]);
    expect(
      issuesOf(custom, { document: { id: 'd' }, retro_date: '2020-01-01', per_occurrence: '1' }),
    ).toEqual([]);
  });

  it('ignores names that are not policy fields', () => {
    const custom = makeMalpracticePolicySchema({ required: ['agg_coverage', 'favourite_colour'], now: NOW });
    expect(issuesOf(custom, { document: { id: 'd' } })).toEqual([at('validation.required', 'agg_coverage')]);
  });

  it('an empty list leaves only the document to provide', () => {
    const custom = makeMalpracticePolicySchema({ required: [], now: NOW });
    expect(issuesOf(custom, {})).toEqual([at('upload.file-required', 'document')]);
  });
});

describe('what a valid policy stores', () => {
  it('amounts as whole-dollar digits, a document as the upload answered it', () => {
    const parsed = schema.parse({
      ...policy,
      per_occurrence: '$1,000,000.99',
      agg_coverage: 3000000,
      document: { id: 'doc-1', name: 'policy.pdf', created_at: '2025-01-01' },
    });
    expect(parsed.per_occurrence).toBe('1000000');
    expect(parsed.agg_coverage).toBe('3000000');
    expect(parsed.document).toEqual({ id: 'doc-1', name: 'policy.pdf', created_at: '2025-01-01' });
    expect(parsed.not_on_hand).toBe(false);
  });

  it('reads the clock at validation time', () => {
    let now = NOW;
    const clocked = makeMalpracticePolicySchema({ now: () => now });
    expect(issuesOf(clocked, { ...policy, effective_date: '1940-06-15' })).toEqual([]);
    now = new Date('2025-06-16T00:00:00Z');
    expect(issuesOf(clocked, { ...policy, effective_date: '1940-06-15' })).toEqual([
      within85('effective_date'),
    ]);
  });
});

describe('dollar amounts keep digits only (USD, cents stripped)', () => {
  it.each([
    ['$1,000,000.00', '1000000'],
    ['1000000', '1000000'],
    ['$ 250,000', '250000'],
    ['1,000.99', '1000'],
    ['0', '0'],
    ['007', '7'],
    ['12.', '12'],
    ['1,000.50.25', '1000'],
    ['000', '0'],
    ['.75', ''],
    ['', ''],
  ])('%j -> %j', (input, digits) => {
    expect(toDollarDigits(input)).toBe(digits);
  });

  it.each(['$1,000,000.00', '1000000', '1,000', ' 5 ', '$0'])('%j is an amount', (value) => {
    expect(isDollarAmount(value)).toBe(true);
  });

  it.each(['-5', '.50', '1e6', 'ten', '$', '1 000', 'USD 100', '1.000.00'])('%j is not', (value) => {
    expect(isDollarAmount(value)).toBe(false);
  });

  it('shows a stored amount with a dollar sign and commas', () => {
    expect(formatDollars('1000000')).toBe('$1,000,000');
    expect(formatDollars('999')).toBe('$999');
    expect(formatDollars('12345678901234567890')).toBe('$12,345,678,901,234,567,890');
    expect(formatDollars('')).toBe('');
  });
});

describe('no-coverage explanation', () => {
  it('needs a reason', () => {
    expect(issuesOf(noCoverageExplanationSchema, { no_coverage_reason: 'Covered by the state' })).toEqual([]);
    expect(issuesOf(noCoverageExplanationSchema, { no_coverage_reason: ' ' })).toEqual([
      at('validation.required', 'no_coverage_reason'),
    ]);
    expect(issuesOf(noCoverageExplanationSchema, {})).toEqual([
      at('validation.required', 'no_coverage_reason'),
    ]);
  });

  it('is marked as an explanation, and names its positions', () => {
    const parsed = noCoverageExplanationSchema.parse({
      no_coverage_reason: 'x',
      work_history_id: ['a', 'b'],
    });
    expect(parsed).toEqual({ no_coverage_reason: 'x', is_explanation: true, work_history_id: ['a', 'b'] });
    expect(isNoCoverageExplanation(parsed)).toBe(true);
    expect(isNoCoverageExplanation(policy)).toBe(false);
    expect(isNoCoverageExplanation(null)).toBe(false);
    expect(issuesOf(noCoverageExplanationSchema, { no_coverage_reason: 'x', is_explanation: false })).toEqual(
      [at('request.invalid', 'is_explanation')],
    );
  });
});
