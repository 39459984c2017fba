import {
  attestationAnswersSchema,
  checkAttestationAnswers,
  checkAttestationQuestion,
  type AttestationAnswers,
  type QuestionSetDefinition,
  type TaskDetail,
} from '@credence/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, type FormIssue } from '#web/components/form';
import { QuestionFields } from './question-fields';

export type AnswerValues = Record<string, AttestationAnswers[string]>;

const EMPTY = { answer: '', explanation: '', document: null, date: '' };

/** Every question of the set with its saved answer, or a blank one. */
export const answerValuesOf = (set: QuestionSetDefinition, saved: TaskDetail['answers']): AnswerValues =>
  Object.fromEntries(set.questions.map((question) => [question.id, { ...EMPTY, ...saved[question.id] }]));

const toIssues = (issues: ReturnType<typeof checkAttestationAnswers>): FormIssue[] =>
  issues.map((issue) => ({
    field: (issue.path ?? []).join('.'),
    message: issue.message,
    ...(issue.params ? { params: issue.params } : {}),
  }));

export interface QuestionTaskProps {
  set: QuestionSetDefinition;
  detail: TaskDetail;
  /** Saves the answers (PUT without submit), or hands the task in. */
  onSave: (answers: AttestationAnswers, submit: boolean) => Promise<void>;
}

/**
 * A question task, one question at a time (001 §5): a 'Yes' asks for its explanation or document (and the
 * date when the question has a window) before Next moves on, with the shared rule's own wording. Each Next
 * saves what was answered so far; Submit on the last question checks every rule of the set and hands it in.
 */
export function QuestionTask({ set, detail, onSave }: QuestionTaskProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  // The question the resolver checks: kept beside the state, since the resolver runs outside render.
  const at = useRef(0);
  const total = set.questions.length;
  const question = set.questions[index]!;
  const last = index === total - 1;

  const check = (values: AnswerValues): FormIssue[] => {
    const current = set.questions[at.current]!;
    const answers = values as AttestationAnswers;
    return toIssues(
      at.current === total - 1
        ? checkAttestationAnswers(set, answers)
        : checkAttestationQuestion(set, current.id, answers),
    );
  };

  const move = (to: number) => {
    at.current = to;
    setIndex(to);
    requestAnimationFrame(() => document.getElementById('question-heading')?.focus());
  };

  return (
    <Form<AnswerValues, AttestationAnswers>
      schema={attestationAnswersSchema}
      defaultValues={answerValuesOf(set, detail.answers)}
      check={check}
      serverPath={(path) => (path.startsWith('answers.') ? path.slice(8).split('.') : null)}
      fields={set.questions.flatMap((q) =>
        ['answer', 'date', 'explanation', 'document'].map((f) => `${q.id}.${f}`),
      )}
      failure={{ offline: 'task.save-offline', failed: 'task.save-failed' }}
      alertClassName="alert"
      className="stack task-questions"
      onSubmit={async (answers) => {
        await onSave(answers, last);
        if (!last) move(index + 1);
      }}
    >
      {(_form, frame) => (
        <>
          <h2 id="question-heading" tabIndex={-1} className="task-questions__count">
            {t('attestation.question-of', { n: index + 1, total })}
          </h2>
          <QuestionFields key={question.id} question={question} />
          <div className="task-actions">
            {index > 0 && (
              <button type="button" className="button" onClick={() => move(index - 1)}>
                {t('attestation.previous-question')}
              </button>
            )}
            <button type="submit" className="button button--primary" disabled={frame.saving}>
              {last ? t('task.submit') : t('attestation.next-question')}
            </button>
          </div>
        </>
      )}
    </Form>
  );
}
