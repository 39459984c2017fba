import type { ConsoleTask } from '@credence/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewTask } from '../../api/requirements';

/** One assigned task: its state and, once submitted, accept (final) or return with a message. */
export function TaskReview({
  task,
  canReview,
  onDone,
}: {
  task: ConsoleTask;
  canReview: boolean;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const review = useReviewTask();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const send = (returning: boolean) => {
    if (returning && !message.trim()) {
      setProblem(t('console.file.message-required'));
      return;
    }
    setProblem('');
    review.mutate(
      { id: task.id, ...(returning ? { message: message.trim() } : {}) },
      {
        onSuccess: () => {
          setMessage('');
          onDone(t(returning ? 'console.file.returned' : 'console.file.accepted', { task: task.name }));
        },
        onError: () => onDone(t('console.file.failed')),
      },
    );
  };
  return (
    <li className="console__item console__task">
      <div className="console__item-main">
        <strong>{task.name}</strong>
        <span>
          {t(`console.file.task-status.${task.task_status}`)}
          {task.submitted_at && task.task_status === 'submitted'
            ? ` · ${t('console.file.submitted-on', { date: date(task.submitted_at) })}`
            : ''}
        </span>
        {task.review_message && task.task_status !== 'completed' && (
          <span>{t('console.file.returned-with', { message: task.review_message })}</span>
        )}
        {task.reviewed_at && task.task_status === 'completed' && (
          <span>
            {t('console.file.accepted-by', { date: date(task.reviewed_at), by: task.reviewed_by ?? '—' })}
          </span>
        )}
      </div>
      {canReview && task.task_status === 'submitted' && (
        <div className="console__review">
          <button
            type="button"
            className="button button--primary"
            disabled={review.isPending}
            onClick={() => send(false)}
          >
            {t('console.file.accept', { task: task.name })}
          </button>
          <div className="console__field">
            <label htmlFor={`${id}-message`}>{t('console.file.message')}</label>
            <textarea
              id={`${id}-message`}
              maxLength={1000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-invalid={problem ? true : undefined}
            />
          </div>
          {problem && (
            <p className="console__problem" role="alert">
              {problem}
            </p>
          )}
          <button type="button" className="button" disabled={review.isPending} onClick={() => send(true)}>
            {t('console.file.return', { task: task.name })}
          </button>
        </div>
      )}
    </li>
  );
}
