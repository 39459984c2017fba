import { questionSetOf, type AttestationAnswers } from '@credence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnackbar } from '#web/components/ui';
import { isApiError } from '#web/lib/api-client';
import { nextSignAndSubmit } from '#web/lib/task-storage';
import { nextOpenTask, saveTask, taskKeys, useTaskDetail, useTaskOffset } from '../api/tasks';
import { AnswersSummary } from './answers-summary';
import { DocumentTask } from './document-task';
import { QuestionTask } from './question-task';
import { TaskFacts, isTaskOpen } from './task-status';

export interface TaskViewProps {
  taskId: string;
  /** Where a neighbouring task opens (/task/{id}, or within its organization's supplementary tasks). */
  linkTo: (taskId: string) => string;
  /** The list the task belongs to (for a task that is not found). */
  listPath: string;
  /** The heading level of the task's name: 1 on /task, 2 inside the supplementary page. */
  level?: 1 | 2;
}

/** Previous and next in the task's list, from the offset action (000 §7). */
function TaskNeighbours({ taskId, linkTo }: Pick<TaskViewProps, 'taskId' | 'linkTo'>) {
  const { t } = useTranslation();
  const offset = useTaskOffset(taskId).data;
  if (!offset || offset.total < 2) return null;
  return (
    <nav className="task-neighbours" aria-label={t('task.neighbours')}>
      <p className="muted">{t('task.position', { n: offset.index + 1, total: offset.total })}</p>
      {offset.previous_id && <Link to={linkTo(offset.previous_id)}>{t('task.previous')}</Link>}
      {offset.next_id && <Link to={linkTo(offset.next_id)}>{t('task.next')}</Link>}
    </nav>
  );
}

/** One task: its facts, then the document or the questions it asks; read-only once submitted. */
export function TaskView({ taskId, linkTo, listPath, level = 1 }: TaskViewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const detail = useTaskDetail(taskId);
  const Heading = level === 1 ? 'h1' : 'h2';

  if (detail.isPending) return <p aria-busy="true">{t('task.loading')}</p>;
  if (detail.isError || !detail.data) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return (
      <div className="stack">
        <Heading>{t(missing ? 'task.not-found-title' : 'task.page-title')}</Heading>
        <p role="alert">{t(missing ? 'task.not-found-body' : 'internal-error')}</p>
        <p>
          <Link to={listPath}>{t('task.all-tasks')}</Link>
        </p>
      </div>
    );
  }

  const data = detail.data;
  const task = data.task;
  const open = isTaskOpen(task);
  const set = data.question_set ? questionSetOf(data.question_set) : undefined;

  const refresh = () =>
    Promise.all(taskKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const saved = async (submit: boolean) => {
    if (submit && task.sign_and_submit_order !== null) {
      // The next sign-and-submit slug moves on once this one is handed in (000 §4).
      nextSignAndSubmit.save(await nextOpenTask(taskId));
    }
    await refresh();
    snackbar.show({ message: t(submit ? 'task.submitted' : 'task.saved') });
  };

  return (
    <article className="stack task-view" aria-labelledby="task-title">
      <Heading id="task-title">{task.name}</Heading>
      <TaskFacts task={task} />
      {data.review_message && (
        <div className="task-returned" role="note" aria-labelledby="task-returned-title">
          <p id="task-returned-title">
            <strong>{t('task.returned', { organization: task.subscriber_group_name })}</strong>
          </p>
          <p className="task-returned__message">{data.review_message}</p>
        </div>
      )}
      <TaskNeighbours taskId={taskId} linkTo={linkTo} />
      {!open && <p className="task-note">{t('task.submitted-read-only')}</p>}
      {task.type === 'question' && !set && <p role="alert">{t('task.question-set-unknown')}</p>}
      {task.type === 'question' && set && !open && <AnswersSummary set={set} answers={data.answers} />}
      {task.type === 'question' && set && open && (
        <QuestionTask
          key={taskId}
          set={set}
          detail={data}
          onSave={async (answers: AttestationAnswers, submit) => {
            await saveTask(taskId, { answers, submit });
            await saved(submit);
          }}
        />
      )}
      {task.type === 'document' && !open && (
        <p>{t('task.document.chosen', { name: data.document?.name ?? t('task.document.unnamed') })}</p>
      )}
      {task.type === 'document' && open && (
        <DocumentTask
          key={taskId}
          detail={data}
          onSave={async (documentId, submit) => {
            await saveTask(taskId, { ...(documentId ? { documentId } : {}), submit });
            await saved(submit);
          }}
        />
      )}
    </article>
  );
}
