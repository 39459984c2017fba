import { isYesAnswer, type QuestionSetDefinition, type TaskDetail } from '@credence/shared';
import { useTranslation } from 'react-i18next';

/** A submitted question task, read-only: each question and what was answered. */
export function AnswersSummary({
  set,
  answers,
}: {
  set: QuestionSetDefinition;
  answers: TaskDetail['answers'];
}) {
  const { t } = useTranslation();
  return (
    <dl className="task-answers">
      {set.questions.map((question) => {
        const answer = answers[question.id];
        const yes = isYesAnswer(answer?.answer ?? '');
        return (
          <div key={question.id} className="task-answers__item">
            <dt>{t(question.label, question.labelParams ?? {})}</dt>
            <dd>
              {question.kind === 'date'
                ? answer?.date || t('task.not-answered')
                : answer?.answer
                  ? t(`attestation.answer.${yes ? 'yes' : 'no'}`)
                  : t('task.not-answered')}
              {yes && answer?.date && <span className="task-answers__extra">{answer.date}</span>}
              {yes && answer?.explanation && (
                <span className="task-answers__extra">{answer.explanation}</span>
              )}
              {yes && answer?.document && (
                <span className="task-answers__extra">
                  {t('task.document.chosen', { name: answer.document.name ?? t('task.document.unnamed') })}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
