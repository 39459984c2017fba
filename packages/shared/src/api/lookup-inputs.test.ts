import { describe, expect, it } from 'vitest';
import { issuesOf } from '../fields/test-support';
import { addressDetailQuerySchema } from './address';
import { makeFsmbLookupInputSchema } from './fsmb';
import { nursysParamsSchema } from './nursys';
import { physicianTrainingQuerySchema } from './reference-lists';
import { makeTrainingInputSchema } from './training';

const NOW = new Date('2025-06-15T12:00:00Z');
const training = makeTrainingInputSchema({ now: NOW });
const fromList = {
  program_id: 'tp-001',
  training_type: 'residency',
  start_date: '07/2016',
  end_date: '06/2019',
};
const typed = {
  program_name: 'Internal Medicine Residency',
  institution_name: 'Lakeshore University Medical Center',
  state: 'IL',
  specialty: 'Internal Medicine',
  training_type: 'residency',
  start_date: '07/2016',
  end_date: '06/2019',
};
const at = (message: string, field: string) => ({ message, path: [field] });

describe('POST /api/training input', () => {
  it.each([
    ['a program from the list', fromList],
    ['a typed-in program', typed],
    ['a current position without an end', { ...typed, end_date: '', isCurrent: true }],
    ['a one-month position', { ...fromList, end_date: '07/2016' }],
  ])('valid: %s', (_, input) => {
    expect(issuesOf(training, input)).toEqual([]);
  });

  it.each([
    [
      'nothing typed',
      {},
      [
        at('validation.required', 'program_name'),
        at('validation.required', 'institution_name'),
        at('validation.required', 'specialty'),
        at('validation.required', 'state'),
        at('work.training-type-required', 'training_type'),
        at('validation.required', 'start_date'),
        at('validation.required', 'end_date'),
      ],
    ],
    ['a bad state with a program', { ...fromList, state: 'Illinois' }, [at('validation.state', 'state')]],
    [
      'an unknown training type',
      { ...fromList, training_type: 'externship' },
      [at('work.training-type-required', 'training_type')],
    ],
    [
      'the end before the start',
      { ...fromList, end_date: '06/2016' },
      [at('work.end-after-start', 'end_date')],
    ],
    [
      'a malformed start',
      { ...fromList, start_date: '2016-07' },
      [at('validation-month-date', 'start_date')],
    ],
    [
      'an end over 10 years ahead',
      { ...fromList, end_date: '07/2036' },
      [at('work.under-10-years', 'end_date')],
    ],
  ])('invalid: %s', (_, input, issues) => {
    expect(issuesOf(training, input)).toEqual(issues);
  });
});

describe('look-up requests', () => {
  const fsmb = makeFsmbLookupInputSchema({ now: NOW });
  it('FSMB needs a valid NPI; a date of birth, when given, follows the birth-date rule', () => {
    expect(issuesOf(fsmb, { npi: '1234567893', date_of_birth: '1980-02-29' })).toEqual([]);
    expect(issuesOf(fsmb, { npi: '1234567890' })).toEqual([at('validation.npi-invalid', 'npi')]);
    expect(issuesOf(fsmb, { npi: '1234567893', date_of_birth: '2030-01-01' })).toEqual([
      at('date.not-future', 'date_of_birth'),
    ]);
  });

  it('training type defaults to residency; NCSBN ids are 1-10 digits; detail fields are the two known', () => {
    expect(physicianTrainingQuerySchema.parse({}).training_type).toBe('residency');
    expect(nursysParamsSchema.safeParse({ id: '20481357' }).success).toBe(true);
    expect(nursysParamsSchema.safeParse({ id: '12345678901' }).success).toBe(false);
    expect(addressDetailQuerySchema.safeParse({ q: 'x', f: 'address_component' }).success).toBe(true);
    expect(addressDetailQuerySchema.safeParse({ q: 'x', f: 'geometry' }).success).toBe(false);
  });
});
