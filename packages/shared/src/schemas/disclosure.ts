import { z } from 'zod';
import { addIssues, isBlank, type RuleIssue } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import {
  answerField,
  documentField,
  formMessages,
  isYesAnswer,
  issueAt,
  textField,
  type IssuePath,
} from './form-fields';

// Attestation and disclosure question sets (000 §3: each question has answer, explanation, document).
// 001 §5: every 'Yes' needs a written explanation or a document before the clinician may go on; some
// attestations need a particular document (work visa, DD 214, training certificate).

/** The documents an attestation may demand, each with its own request. */
export const REQUIRED_DOCUMENT_KINDS = ['work-visa', 'dd214', 'training-certificate'] as const;
export type RequiredDocumentKind = (typeof REQUIRED_DOCUMENT_KINDS)[number];

export const disclosureMessages = {
  required: 'validation.required',
  explanationRequired: 'disclosure.explanation-required',
  workVisaRequired: 'document.work-visa-required',
  dd214Required: 'document.dd214-required',
  trainingCertificateRequired: 'document.training-certificate-required',
} as const satisfies Record<string, WordingKey>;

const documentMessages = {
  'work-visa': disclosureMessages.workVisaRequired,
  dd214: disclosureMessages.dd214Required,
  'training-certificate': disclosureMessages.trainingCertificateRequired,
} as const satisfies Record<RequiredDocumentKind, WordingKey>;

export const questionAnswerSchema = z.object(
  { answer: answerField, explanation: textField, document: documentField },
  { error: formMessages.invalid },
);

export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;
export type QuestionAnswerInput = z.input<typeof questionAnswerSchema>;

export interface QuestionRules {
  /** The question must be answered. */
  readonly required?: boolean;
  /** A 'Yes' must come with this document; an explanation alone does not do. */
  readonly document?: RequiredDocumentKind;
}

/** The issues of one answer, at `path` (the question's place in its set). */
export function checkQuestionAnswer(
  { answer, explanation, document }: QuestionAnswer,
  rules: QuestionRules = {},
  path: IssuePath = [],
): RuleIssue[] {
  if (isBlank(answer))
    return rules.required ? [issueAt(disclosureMessages.required, [...path, 'answer'])] : [];
  if (!isYesAnswer(answer)) return [];
  if (rules.document) {
    return document ? [] : [issueAt(documentMessages[rules.document], [...path, 'document'])];
  }
  if (isBlank(explanation) && !document) {
    return [issueAt(disclosureMessages.explanationRequired, [...path, 'explanation'])];
  }
  return [];
}

export interface QuestionSetOptions {
  /** Question ids that must be answered; a question missing from the set counts as unanswered. */
  readonly requiredQuestions?: readonly string[];
  /** Question id -> the document a 'Yes' to it must come with. */
  readonly requiredDocuments?: Readonly<Record<string, RequiredDocumentKind>>;
}

/** Question ids are the field half of a `{set}|{questionId}` profile key. */
const questionId = z.string().regex(/^[A-Za-z0-9_-]+$/);

/** A question set: { [questionId]: { answer, explanation, document } }. */
export function makeQuestionSetSchema({
  requiredQuestions = [],
  requiredDocuments = {},
}: QuestionSetOptions = {}) {
  return z
    .record(questionId, questionAnswerSchema, { error: formMessages.invalid })
    .superRefine((answers, ctx) => {
      const ids = new Set([...Object.keys(answers), ...requiredQuestions]);
      const issues = [...ids].flatMap((id) => {
        const rules: QuestionRules = {
          required: requiredQuestions.includes(id),
          ...(Object.hasOwn(requiredDocuments, id) ? { document: requiredDocuments[id] } : {}),
        };
        const answer = answers[id] ?? { answer: '', explanation: '', document: null };
        return checkQuestionAnswer(answer, rules, [id]);
      });
      addIssues(ctx, issues);
    });
}

export type QuestionSet = z.infer<ReturnType<typeof makeQuestionSetSchema>>;
export type QuestionSetInput = z.input<ReturnType<typeof makeQuestionSetSchema>>;
