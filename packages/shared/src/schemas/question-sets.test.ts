import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../fields/dates';
import {
  CAQH_DISCLOSURE_SET,
  RIVERSIDE_IMMUNIZATION_SET,
  attestationAnswersSchema,
  checkAttestationAnswers,
  checkAttestationQuestion,
  isTrainingGapToExplain,
  questionSetOf,
  type AttestationAnswerInput,
} from './question-sets';

// The spec's windows (001 §9), written here as numbers: each is checked on both sides of its edge.

const NOW = new Date('2026-06-15T12:00:00Z');
const doc = { id: '11111111-1111-4111-8111-111111111111', name: 'card.pdf' };
const no = { answer: 'No', explanation: '', document: null, date: '' };

const caqhAll = (overrides: Record<string, AttestationAnswerInput> = {}) =>
  attestationAnswersSchema.parse({
    malpractice_claims: no,
    criminal_misdemeanor: no,
    drug_history: no,
    military_discharge: no,
    work_visa: no,
    training_completed: no,
    training_gap: no,
    license_action: no,
    ...overrides,
  });

const messages = (issues: ReturnType<typeof checkAttestationAnswers>) =>
  issues.map((issue) => `${issue.path?.join('.')}:${issue.message}`);

describe('CAQH-style disclosure set', () => {
  it('accepts every question answered No', () => {
    expect(checkAttestationAnswers(CAQH_DISCLOSURE_SET, caqhAll(), NOW)).toEqual([]);
  });

  it('requires every question to be answered', () => {
    const answers = caqhAll();
    delete answers.license_action;
    expect(messages(checkAttestationAnswers(CAQH_DISCLOSURE_SET, answers, NOW))).toEqual([
      'license_action.answer:validation.required',
    ]);
  });

  it('a Yes needs an explanation or a document before moving on', () => {
    const yes = caqhAll({ license_action: { answer: 'Yes', explanation: '  ', document: null } });
    expect(messages(checkAttestationQuestion(CAQH_DISCLOSURE_SET, 'license_action', yes, NOW))).toEqual([
      'license_action.explanation:disclosure.explanation-required',
    ]);
    const explained = caqhAll({ license_action: { answer: 'Yes', explanation: 'Lapsed in 2019' } });
    expect(checkAttestationAnswers(CAQH_DISCLOSURE_SET, explained, NOW)).toEqual([]);
    const documented = caqhAll({ license_action: { answer: 'Yes', document: doc } });
    expect(checkAttestationAnswers(CAQH_DISCLOSURE_SET, documented, NOW)).toEqual([]);
  });

  it.each([
    ['work_visa', 'document.work-visa-required'],
    ['training_completed', 'document.training-certificate-required'],
  ])('a Yes to %s needs its document, an explanation alone does not do', (id, message) => {
    const explained = caqhAll({ [id]: { answer: 'Yes', explanation: 'I have one' } });
    expect(messages(checkAttestationAnswers(CAQH_DISCLOSURE_SET, explained, NOW))).toEqual([
      `${id}.document:${message}`,
    ]);
    const documented = caqhAll({ [id]: { answer: 'Yes', document: doc } });
    expect(checkAttestationAnswers(CAQH_DISCLOSURE_SET, documented, NOW)).toEqual([]);
  });

  it('a Yes to military discharge needs the DD 214 and a discharge within the past 5 years', () => {
    const withoutDd214 = caqhAll({ military_discharge: { answer: 'Yes', date: '2024-01-01' } });
    expect(messages(checkAttestationAnswers(CAQH_DISCLOSURE_SET, withoutDd214, NOW))).toEqual([
      'military_discharge.document:document.dd214-required',
    ]);
    const at = (date: string) =>
      messages(
        checkAttestationAnswers(
          CAQH_DISCLOSURE_SET,
          caqhAll({ military_discharge: { answer: 'Yes', document: doc, date } }),
          NOW,
        ),
      );
    expect(at('2021-06-15')).toEqual([]); // exactly 5 years ago
    expect(at('2021-06-14')).toEqual(['military_discharge.date:attestation.outside-window']);
  });

  it.each([
    ['malpractice_claims', 10],
    ['criminal_misdemeanor', 10],
    ['drug_history', 10],
  ])('%s asks about the past %i years: the first day inside counts, the day before does not', (id, years) => {
    expect(years).toBe(10);
    const at = (date: string) =>
      checkAttestationAnswers(
        CAQH_DISCLOSURE_SET,
        caqhAll({ [id]: { answer: 'Yes', explanation: 'Details', date } }),
        NOW,
      );
    expect(at('2016-06-15')).toEqual([]);
    expect(at('2016-06-14')).toEqual([
      { message: 'attestation.outside-window', path: [id, 'date'], params: { n: 10 } },
    ]);
    expect(messages(at(''))).toEqual([`${id}.date:attestation.event-date-required`]);
    expect(messages(at('2026-06-16'))).toEqual([`${id}.date:attestation.date-not-future`]);
    expect(messages(at('2026-06-15'))).toEqual([]);
  });

  it('refuses an answer to a question the set does not ask', () => {
    const answers = { ...caqhAll(), made_up: attestationAnswersSchema.parse({ x: no }).x! };
    expect(messages(checkAttestationAnswers(CAQH_DISCLOSURE_SET, answers, NOW))).toEqual([
      'made_up:request.invalid',
    ]);
  });
});

describe('training gap over 60 days', () => {
  const end = parseIsoDate('2024-06-30')!;
  it('60 days is not a gap to explain; 61 days is', () => {
    expect(isTrainingGapToExplain(end, parseIsoDate('2024-08-29')!)).toBe(false); // 60 days later
    expect(isTrainingGapToExplain(end, parseIsoDate('2024-08-30')!)).toBe(true); // 61 days later
  });
  it('asks the question with the number 60', () => {
    const question = CAQH_DISCLOSURE_SET.questions.find((q) => q.id === 'training_gap');
    expect(question?.labelParams).toEqual({ n: 60 });
  });
});

describe('Riverside immunization set (organization-specific)', () => {
  const answers = (overrides: Record<string, AttestationAnswerInput> = {}) =>
    attestationAnswersSchema.parse({
      start_date: { date: '2026-09-01' },
      physical_exam_date: { date: '2026-03-01' },
      tb_test_date: { date: '2026-03-01' },
      tb_positive: no,
      tdap_date: { date: '2020-01-01' },
      vaccination_exemption: no,
      ...overrides,
    });

  it('accepts a complete attestation', () => {
    expect(checkAttestationAnswers(RIVERSIDE_IMMUNIZATION_SET, answers(), NOW)).toEqual([]);
  });

  it.each([
    ['physical_exam_date', 'attestation.physical-window'],
    ['tb_test_date', 'attestation.tb-window'],
  ])('%s must be within 12 months before the start date', (id, message) => {
    const at = (date: string) =>
      checkAttestationAnswers(RIVERSIDE_IMMUNIZATION_SET, answers({ [id]: { date } }), NOW);
    expect(at('2025-09-01')).toEqual([]); // exactly 12 months before
    expect(at('2025-08-31')).toEqual([{ message, path: [id, 'date'], params: { n: 12 } }]);
  });

  it('Tdap must be within the past 10 years', () => {
    const at = (date: string) =>
      checkAttestationAnswers(RIVERSIDE_IMMUNIZATION_SET, answers({ tdap_date: { date } }), NOW);
    expect(at('2016-06-15')).toEqual([]);
    expect(at('2016-06-14')).toEqual([
      { message: 'attestation.tdap-window', path: ['tdap_date', 'date'], params: { n: 10 } },
    ]);
  });

  it('a Yes to a positive TB test demands an explanation', () => {
    const yes = answers({ tb_positive: { answer: 'Yes' } });
    expect(messages(checkAttestationQuestion(RIVERSIDE_IMMUNIZATION_SET, 'tb_positive', yes, NOW))).toEqual([
      'tb_positive.explanation:disclosure.explanation-required',
    ]);
  });

  it('dates are required and read as YYYY-MM-DD', () => {
    expect(
      messages(
        checkAttestationAnswers(
          RIVERSIDE_IMMUNIZATION_SET,
          answers({ start_date: { date: '' }, tdap_date: { date: '01/02/2020' } }),
          NOW,
        ),
      ),
    ).toEqual(['start_date.date:validation.required', 'tdap_date.date:validation-date']);
  });

  it('sets are found by id, and only by their own', () => {
    expect(questionSetOf('riverside-immunization')).toBe(RIVERSIDE_IMMUNIZATION_SET);
    expect(questionSetOf('constructor')).toBeUndefined();
    expect(questionSetOf(undefined)).toBeUndefined();
  });
});
