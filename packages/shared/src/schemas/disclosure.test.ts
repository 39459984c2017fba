import { describe, expect, it } from 'vitest';
import { issuesOf } from '../fields/test-support';
import { checkQuestionAnswer, makeQuestionSetSchema, questionAnswerSchema } from './disclosure';

const doc = { id: 'doc-1', name: 'letter.pdf' };
const at = (message: string, ...path: (string | number)[]) => ({ message, path });

describe("every 'Yes' needs a written explanation or a document", () => {
  const set = makeQuestionSetSchema();

  it.each([
    ['No', { q1: { answer: 'No' } }],
    ['Yes, explained', { q1: { answer: 'Yes', explanation: 'Settled in 2019.' } }],
    ['Yes, with a document', { q1: { answer: 'Yes', document: doc } }],
    ['yes in lower case, explained', { q1: { answer: ' yes ', explanation: 'x' } }],
    ['true, explained', { q1: { answer: true, explanation: 'x' } }],
    ['unanswered, not required', { q1: { answer: '' } }],
    ['an empty set', {}],
  ])('valid: %s', (_, answers) => {
    expect(issuesOf(set, answers)).toEqual([]);
  });

  it.each([
    ['Yes alone', { q1: { answer: 'Yes' } }, [at('disclosure.explanation-required', 'q1', 'explanation')]],
    [
      'Yes with a blank explanation',
      { q1: { answer: 'YES', explanation: '  ', document: null } },
      [at('disclosure.explanation-required', 'q1', 'explanation')],
    ],
    ['true alone', { q1: { answer: true } }, [at('disclosure.explanation-required', 'q1', 'explanation')]],
    [
      'each unexplained Yes of the set',
      { a: { answer: 'Yes' }, b: { answer: 'No' }, c: { answer: 'Yes' } },
      [
        at('disclosure.explanation-required', 'a', 'explanation'),
        at('disclosure.explanation-required', 'c', 'explanation'),
      ],
    ],
    [
      'an id outside the profile key alphabet',
      { 'caqh|q1': { answer: 'No' } },
      [at('request.invalid', 'caqh|q1')],
    ],
    ['an answer that is not an object', { q1: 'Yes' }, [at('request.invalid', 'q1')]],
  ])('invalid: %s', (_, answers, expected) => {
    expect(issuesOf(set, answers)).toEqual(expected);
  });
});

describe('required questions and required documents', () => {
  const set = makeQuestionSetSchema({
    requiredQuestions: ['visa', 'military'],
    requiredDocuments: { visa: 'work-visa', military: 'dd214', training: 'training-certificate' },
  });

  it('a required question must be answered, even when missing from the set', () => {
    expect(issuesOf(set, { visa: { answer: 'No' } })).toEqual([
      at('validation.required', 'military', 'answer'),
    ]);
    expect(issuesOf(set, { visa: { answer: 'No' }, military: { answer: '' } })).toEqual([
      at('validation.required', 'military', 'answer'),
    ]);
  });

  it.each([
    ['visa', 'document.work-visa-required'],
    ['military', 'document.dd214-required'],
    ['training', 'document.training-certificate-required'],
  ])("a 'Yes' to %s needs its document, an explanation will not do", (id, message) => {
    const answers = {
      visa: { answer: 'No' },
      military: { answer: 'No' },
      [id]: { answer: 'Yes', explanation: 'x' },
    };
    expect(issuesOf(set, answers)).toEqual([at(message, id, 'document')]);
    expect(issuesOf(set, { ...answers, [id]: { answer: 'Yes', document: doc } })).toEqual([]);
  });
});

describe('one answer', () => {
  it('reads true and false as Yes and No, and missing as blank', () => {
    expect(questionAnswerSchema.parse({ answer: true })).toEqual({
      answer: 'Yes',
      explanation: '',
      document: null,
    });
    expect(questionAnswerSchema.parse({ answer: false }).answer).toBe('No');
    expect(questionAnswerSchema.parse({}).answer).toBe('');
  });

  it('checks at the path it is given', () => {
    const answer = { answer: 'Yes', explanation: '', document: null };
    expect(checkQuestionAnswer(answer, {}, ['caqh', 'q7'])).toEqual([
      at('disclosure.explanation-required', 'caqh', 'q7', 'explanation'),
    ]);
  });
});
