import { describe, expect, it } from 'vitest';
import { translate } from '../wording/index';
import { issuesOf } from '../fields/test-support';
import { makeMalpracticeFormSchema } from './malpractice-form';

// The method choice of the malpractice form (001 §5) and what each method asks for; the spec's messages are
// written out literally so a changed sentence fails here.

const NOW = new Date('2025-06-15T12:00:00Z');
const schema = makeMalpracticeFormSchema({ now: NOW });
const at = (message: string, ...path: (string | number)[]) => ({ message, path });
const sheet = { id: '7d1f3c2e-8b0a-4a51-9d55-0a5d7c1e2f30', name: 'facesheet.pdf' };
const details = {
  name: 'Coastal Mutual',
  policy_number: 'CM-1',
  effective_date: '2025-01-01',
  expiration_date: '2026-01-01',
};

describe('the method choice', () => {
  it('must be made, with the spec’s sentence', () => {
    expect(issuesOf(schema, { ...details, document: sheet })).toEqual([
      at('malpractice.method-required', 'method'),
    ]);
    expect(issuesOf(schema, { method: 'fax', ...details })).toEqual([
      at('malpractice.method-required', 'method'),
    ]);
    expect(translate('malpractice.method-required')).toBe(
      'Please choose how you will provide your coverage: enter it manually, upload a face sheet, employer-provided, or none.',
    );
  });

  it('upload: the face sheet and the fields, and never "not on hand"', () => {
    expect(issuesOf(schema, { method: 'upload', ...details, document: sheet })).toEqual([]);
    expect(
      issuesOf(schema, {
        method: 'upload',
        ...details,
        document: null,
        not_on_hand: true,
        not_on_hand_coverage_type: 'Self-Insured',
      }),
    ).toEqual([at('upload.file-required', 'document')]);
    expect(translate('upload.file-required')).toBe('Please upload a file.');
    expect(issuesOf(schema, { method: 'upload', document: sheet })).toEqual([
      at('malpractice.carrier-required', 'name'),
      at('validation.required', 'policy_number'),
      at('validation.required', 'effective_date'),
      at('validation.required', 'expiration_date'),
    ]);
    expect(translate('malpractice.carrier-required')).toBe('Please enter the carrier name.');
    expect(translate('validation.required')).toBe('This Field is Required');
  });

  it('manual: a document, or not on hand with Employer-Provided or Self-Insured', () => {
    expect(issuesOf(schema, { method: 'manual', ...details, document: null })).toEqual([
      at('upload.file-required', 'document'),
    ]);
    for (const type of ['Employer-Provided', 'Self-Insured']) {
      expect(
        issuesOf(schema, { method: 'manual', not_on_hand: true, not_on_hand_coverage_type: type }),
      ).toEqual([]);
    }
    expect(issuesOf(schema, { method: 'manual', not_on_hand: true })).toEqual([
      at('malpractice.coverage-type-required', 'not_on_hand_coverage_type'),
    ]);
    expect(translate('malpractice.coverage-type-required')).toBe('Please choose a coverage type.');
    expect(
      issuesOf(schema, { method: 'manual', not_on_hand: true, not_on_hand_coverage_type: 'Employer' }),
    ).toEqual([at('validation.choose-option', 'not_on_hand_coverage_type')]);
  });

  it('employer-provided: a policy not on hand, Employer-Provided, nothing else required', () => {
    const result = schema.safeParse({ method: 'employer_provided' });
    expect(result.success && result.data).toEqual({
      method: 'employer_provided',
      record: expect.objectContaining({
        not_on_hand: true,
        not_on_hand_coverage_type: 'Employer-Provided',
        document: null,
      }),
    });
  });

  it('none: the explanation, which needs a reason', () => {
    expect(issuesOf(schema, { method: 'none', no_coverage_reason: ' ' })).toEqual([
      at('validation.required', 'no_coverage_reason'),
    ]);
    const result = schema.safeParse({ method: 'none', no_coverage_reason: 'Resident', ...details });
    expect(result.success && result.data).toEqual({
      method: 'none',
      record: {
        id: undefined,
        no_coverage_reason: 'Resident',
        is_explanation: true,
        work_history_id: undefined,
      },
    });
    expect(translate('malpractice.explain-prompt')).toBe('Please explain');
  });

  it('dates: both sides of each edge, with the spec’s sentences', () => {
    const policy = { method: 'upload', ...details, document: sheet };
    expect(issuesOf(schema, { ...policy, expiration_date: '2025-01-01' })).toEqual([]);
    expect(issuesOf(schema, { ...policy, expiration_date: '2024-12-31' })).toEqual([
      at('insurance-coverage.expiration-date', 'expiration_date'),
    ]);
    expect(translate('insurance-coverage.expiration-date')).toBe(
      'Expiration date must be after the effective date.',
    );
    expect(issuesOf(schema, { ...policy, retro_date: '2025-01-01' })).toEqual([]);
    expect(issuesOf(schema, { ...policy, retro_date: '2025-01-02' })).toEqual([
      at('insurance-coverage.retro-date', 'retro_date'),
    ]);
    expect(translate('insurance-coverage.retro-date')).toBe(
      'Retro-effective date must be on or before the effective date.',
    );
  });

  it('dollars keep digits only', () => {
    const result = schema.safeParse({
      method: 'upload',
      ...details,
      document: sheet,
      per_occurrence: '$1,000,000.00',
      agg_coverage: '3000000',
    });
    expect(result.success && result.data.record).toMatchObject({
      per_occurrence: '1000000',
      agg_coverage: '3000000',
    });
    expect(
      issuesOf(schema, {
        method: 'upload',
        ...details,
        document: sheet,
        per_occurrence: '1,000,000 dollars',
      }),
    ).toEqual([at('validation.dollar-amount', 'per_occurrence')]);
  });

  it('follows the config’s required fields', () => {
    const strict = makeMalpracticeFormSchema({ now: NOW, required: ['name', 'agg_coverage'] });
    expect(issuesOf(strict, { method: 'upload', name: 'Coastal', document: sheet })).toEqual([
      at('validation.required', 'agg_coverage'),
    ]);
  });
});

describe('application_config.malpractice', () => {
  it('replaces the default required list, keeping only policy fields in form order', async () => {
    const { malpracticeRequiredFieldsOf } = await import('../api/malpractice');
    expect(malpracticeRequiredFieldsOf({})).toEqual([
      'name',
      'policy_number',
      'effective_date',
      'expiration_date',
    ]);
    expect(malpracticeRequiredFieldsOf(null)).toEqual([
      'name',
      'policy_number',
      'effective_date',
      'expiration_date',
    ]);
    expect(malpracticeRequiredFieldsOf({ malpractice: { required: ['agg_coverage', 'name', 'x'] } })).toEqual(
      ['name', 'agg_coverage'],
    );
    expect(malpracticeRequiredFieldsOf({ malpractice: ['retro_date'] })).toEqual(['retro_date']);
    expect(malpracticeRequiredFieldsOf({ malpractice: { required: [] } })).toEqual([]);
  });
});
