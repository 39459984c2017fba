import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issuesOf } from '../fields/test-support';
import { isWordingKey, placeholdersOf, translate, type WordingKey } from '../wording/index';
import * as schemas from './index';

// Every message any form schema can report is a key of the wording catalogue: the `…Messages` objects are
// compile-checked, and these tests hold the rules they borrow from fields/ and zod's own type errors to it.

const NOW = new Date('2025-06-15T12:00:00Z');

const declaredKeys = new Set(
  Object.entries(schemas)
    .filter(([name, value]) => name.endsWith('Messages') && typeof value === 'object')
    .flatMap(([, value]) => Object.values(value as Record<string, string>)),
);

const forms = {
  malpractice: schemas.makeMalpracticePolicySchema({ now: NOW }),
  explanation: schemas.noCoverageExplanationSchema,
  affiliation: schemas.makeAffiliationPositionSchema({ now: NOW, referenceRequired: true }),
  workHistory: schemas.makeWorkHistoryPositionSchema({
    now: NOW,
    certificateOfInsuranceRequired: true,
    noCoverageReasonRequired: true,
  }),
  workGap: schemas.makeWorkGapSchema({ now: NOW }),
  educationEntry: schemas.makeEducationEntrySchema({ now: NOW }),
  education: schemas.makeEducationSchema({ now: NOW }),
  lifeSupportCard: schemas.makeLifeSupportCardSchema({ now: NOW }),
  otherCertifications: schemas.makeOtherCertificationsSchema({ now: NOW }),
  dea: schemas.makeDeaRecordSchema({ now: NOW }),
  cds: schemas.makeCdsRecordSchema({ now: NOW }),
  license: schemas.licenseRecordSchema,
  licenses: schemas.makeLicensesSchema({ requiredKinds: ['cds', 'dea', 'rn', 'state'] }),
  peerReference: schemas.makePeerReferenceSchema({
    now: NOW,
    lookBackYears: 5,
    locumTenens: true,
    providerType: 'MD',
  }),
} satisfies Record<string, z.ZodObject>;

const questionSet = schemas.makeQuestionSetSchema({
  requiredQuestions: ['q1'],
  requiredDocuments: { visa: 'work-visa', military: 'dd214', training: 'training-certificate' },
});

// Invalid input chosen so that, together, the probes reach every declared key.
const probes: [z.ZodType, unknown][] = [
  [forms.malpractice, { not_on_hand: false, name: 5, per_occurrence: 'ten' }],
  [
    forms.malpractice,
    { effective_date: '2024-01-02', expiration_date: '2024-01-01', retro_date: '2024-01-03' },
  ],
  [forms.malpractice, { not_on_hand: true, not_on_hand_coverage_type: 'Employer' }],
  [forms.malpractice, { not_on_hand: true }],
  [forms.affiliation, { start_date: '2020-01-02', end_date: '2020-01-01', reference_email: 'x' }],
  [forms.affiliation, { start_date: 'x', end_date: '1900-01-01' }],
  [forms.affiliation, { start_date: '1900-01-01' }],
  [forms.workHistory, { type: 'training', start_date: '02/2024', end_date: '01/2024' }],
  [forms.workHistory, { type: 'job', hasCoverage: true }],
  [forms.workHistory, { type: 'job', hasCoverage: false }],
  [forms.workGap, { start_date: '01/2020', end_date: '01/2019' }],
  [forms.education, {}],
  [forms.education, { list: [{ institution: { name: '', state: 'Texas' }, graduation_month: '13' }] }],
  [
    forms.education,
    {
      list: [
        { institution: { name: 'A' }, graduation_year: '2000', highest_practicing_degree: true },
        { institution: { name: 'B' }, graduation_year: '2001', highest_practicing_degree: true },
      ],
    },
  ],
  [forms.lifeSupportCard, { certification_type: 'x' }],
  [forms.cds, { issue_date: '2020-01-02', expiration_date: '2020-01-01' }],
  [forms.licenses, {}],
  [forms.peerReference, { credential: 'PA', last_worked_together: '01/2010' }],
  [
    questionSet,
    {
      visa: { answer: 'Yes' },
      military: { answer: 'Yes' },
      training: { answer: 'Yes' },
      q2: { answer: 'Yes' },
    },
  ],
];
probes.push(
  [
    schemas.makeWorkVerificationFormSchema({ now: NOW }),
    {
      record: { discipline: true, verifier_name: 'Dana Okafor' },
      signature: { consent: false, consent_version: '1999-01-01', full_name: 'Someone', attest: false },
    },
  ],
  [schemas.userAccountSchema, { ncsbn: 'abc' }],
  [
    schemas.registrationsFormSchema,
    { medicare_participation: true, medicare_opt_out: true, medicaid_number: '#' },
  ],
  [schemas.userAccountSchema, { degree_type: 'RN', provider_type: 'NP' }],
);
// The attestation sets (decision 047) are checked by a function, not a schema: wrapped here so their issues
// are probed like the forms'. Every question answered alike, in each of a few wrong ways.
const attestationsOf = (set: schemas.QuestionSetDefinition) =>
  schemas.attestationAnswersSchema.superRefine((answers, ctx) => {
    for (const issue of schemas.checkAttestationAnswers(set, answers, NOW)) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [...(issue.path ?? [])],
        ...(issue.params ? { params: issue.params } : {}),
      });
    }
  });
const wrongAnswers = [
  { answer: 'Yes', explanation: 'x', date: '1950-01-01' },
  { answer: 'Yes', explanation: 'x', date: '' },
  { answer: 'Yes', explanation: 'x', date: '2025-12-31' },
  { answer: 'Yes', explanation: 'x', date: 'not a date' },
  { answer: 'Yes', explanation: '', date: '' },
  { answer: '', explanation: '', date: '1950-01-01' },
  { answer: '', explanation: '', date: 'not a date' },
];
for (const set of Object.values(schemas.QUESTION_SETS))
  for (const wrong of wrongAnswers)
    probes.push([
      attestationsOf(set),
      Object.fromEntries(set.questions.map((question) => [question.id, wrong])),
    ]);
// Dates long before the start date: each window of the immunization set.
probes.push([
  attestationsOf(schemas.RIVERSIDE_IMMUNIZATION_SET),
  {
    start_date: { date: '2025-06-01' },
    physical_exam_date: { date: '2020-01-01' },
    tb_test_date: { date: '2020-01-01' },
    tdap_date: { date: '2000-01-01' },
  },
]);
const reported = probes.flatMap(([schema, value]) => issuesOf(schema, value));

describe('the form schemas speak only in wording keys', () => {
  it('declare only keys of the catalogue', () => {
    expect(declaredKeys.size).toBeGreaterThan(25);
    for (const key of declaredKeys) expect(isWordingKey(key), key).toBe(true);
    expect(isWordingKey(schemas.noCoverageReasonPrompt)).toBe(true);
  });

  it('the probes reach every declared key, and every key reported is in the catalogue', () => {
    const messages = new Set(reported.map((issue) => issue.message));
    for (const key of declaredKeys) expect(messages.has(key), key).toBe(true);
    for (const key of messages) expect(isWordingKey(key), key).toBe(true);
  });

  it('give every placeholder of a reported sentence a value', () => {
    for (const { message, params } of reported) {
      const names = Object.keys((params ?? {}) as object).sort();
      expect(placeholdersOf(translate(message as WordingKey)).sort(), message).toEqual(names);
    }
  });

  // Random field values of every JSON type: whatever a client sends, the answer is a wording key at a field.
  const value = fc.oneof(
    fc.constantFrom('', ' ', 'Yes', 'No', '01/2020', '13/2020', '2020-01-01', '1900-01-01', 'AB1234563'),
    fc.constantFrom('5551234567', 'a@b.co', 'training', 'job', 'dea', 'bls', 'Employer-Provided', 'TX'),
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.anything({ maxDepth: 2 }),
  );

  it.each(Object.entries(forms))('%s: any input gets wording keys at field paths', (_, schema) => {
    const fields = Object.keys(schema.shape);
    fc.assert(
      fc.property(fc.record(Object.fromEntries(fields.map((field) => [field, value]))), (input) => {
        for (const issue of issuesOf(schema, input)) {
          expect(isWordingKey(issue.message), issue.message).toBe(true);
          expect(issue.path.length, issue.message).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('question set: any input gets wording keys at question paths', () => {
    const answer = fc.record({ answer: value, explanation: value, document: value });
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(answer, value)), (input) => {
        for (const issue of issuesOf(questionSet, input)) {
          expect(isWordingKey(issue.message), issue.message).toBe(true);
          expect(issue.path.length, issue.message).toBeGreaterThan(0);
        }
      }),
    );
  });
});
