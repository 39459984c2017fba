import { paths, type ClinicianTask } from '@credence/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nextSignAndSubmit } from '#web/lib/task-storage';
import { useHolderTasks } from '../api/tasks';
import { TaskStatusBadge } from './task-status';

function TaskLink({ task, to }: { task: ClinicianTask; to: string }) {
  const { t } = useTranslation();
  return (
    <li className="task-row">
      <Link to={to} className="task-row__name">
        {task.name}
      </Link>
      <span className="task-row__meta">
        <TaskStatusBadge status={task.task_status} />
        {task.required_for_share && (
          <span className="task-facts__required">{t('task.required-for-share')}</span>
        )}
      </span>
    </li>
  );
}

/**
 * /task without an id: the clinician's tasks as the wallet places them (GET /api/holder_task): the
 * sign-and-submit list in sign_and_submit_order, then the supplementary tasks grouped by organization. The
 * next sign-and-submit slug is kept in local storage (000 §4).
 */
export function TaskList() {
  const { t } = useTranslation();
  const tasks = useHolderTasks();
  const data = tasks.data;

  useEffect(() => {
    if (data) nextSignAndSubmit.save(data.next_sign_and_submit);
  }, [data]);

  return (
    <div className="page stack task-page">
      <h1>{t('task.list-title')}</h1>
      {tasks.isPending && <p aria-busy="true">{t('task.loading')}</p>}
      {tasks.isError && <p role="alert">{t('internal-error')}</p>}
      {data && data.sign_and_submit.length === 0 && data.supplementary.length === 0 && (
        <p>{t('dashboard.tasks.empty')}</p>
      )}
      {data && data.sign_and_submit.length > 0 && (
        <section className="stack" aria-labelledby="sign-and-submit-title">
          <h2 id="sign-and-submit-title">{t('task.sign-and-submit')}</h2>
          <p className="muted">{t('dashboard.tasks.sign-and-submit-hint')}</p>
          {data.next_sign_and_submit && (
            <p>
              <Link className="button button--primary" to={paths.task(data.next_sign_and_submit)}>
                {t('task.next-sign-and-submit')}
              </Link>
            </p>
          )}
          <ol className="task-rows" aria-labelledby="sign-and-submit-title">
            {data.sign_and_submit.map((task) => (
              <TaskLink key={task.id} task={task} to={paths.task(task.id)} />
            ))}
          </ol>
        </section>
      )}
      {data?.supplementary.map((group) => (
        <section
          key={group.subscriber_group}
          className="stack"
          aria-labelledby={`group-${group.subscriber_group}`}
        >
          <h2 id={`group-${group.subscriber_group}`}>
            {t('task.supplementary-of', { organization: group.subscriber_group_name })}
          </h2>
          <ul className="task-rows" aria-labelledby={`group-${group.subscriber_group}`}>
            {group.tasks.map((task) => (
              <TaskLink
                key={task.id}
                task={task}
                to={paths.supplementaryTasks(group.subscriber_group, task.id)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
