import { paths, type ClinicianTask } from '@credence/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { activeSupplementaryTask } from '#web/lib/task-storage';
import { useHolderTasks } from '../api/tasks';
import { TaskStatusBadge, isTaskOpen } from './task-status';
import { TaskView } from './task-view';

/**
 * The task shown: the one in the address, else the one this tab had open for the organization (session
 * storage, 000 §4), else the first still open, else the first.
 */
export function activeTaskOf(tasks: readonly ClinicianTask[], group: string, fromUrl?: string) {
  const known = (id: string | null | undefined) => (id ? tasks.find((task) => task.id === id) : undefined);
  return known(fromUrl) ?? known(activeSupplementaryTask.read(group)) ?? tasks.find(isTaskOpen) ?? tasks[0];
}

/** /supplementary-tasks/{subGroup}/{taskId?}: an organization's other tasks, one open at a time. */
export function SupplementaryTasksPage() {
  const { t } = useTranslation();
  const { subGroup = '', taskId } = useParams();
  const holder = useHolderTasks();
  const group = holder.data?.supplementary.find((entry) => entry.subscriber_group === subGroup);
  const active = group ? activeTaskOf(group.tasks, subGroup, taskId) : undefined;

  useEffect(() => {
    if (active) activeSupplementaryTask.save(subGroup, active.id);
  }, [active, subGroup]);

  return (
    <div className="page stack task-page">
      <h1>
        {group
          ? t('task.supplementary-of', { organization: group.subscriber_group_name })
          : t('task.supplementary-title')}
      </h1>
      {holder.isPending && <p aria-busy="true">{t('task.loading')}</p>}
      {holder.isError && <p role="alert">{t('internal-error')}</p>}
      {holder.data && !group && <p>{t('task.supplementary-empty')}</p>}
      {group && (
        <nav aria-label={t('task.supplementary-title')}>
          <ul className="task-rows">
            {group.tasks.map((task) => (
              <li key={task.id} className="task-row">
                <Link
                  className="task-row__name"
                  to={paths.supplementaryTasks(subGroup, task.id)}
                  aria-current={task.id === active?.id ? 'page' : undefined}
                >
                  {task.name}
                </Link>
                <span className="task-row__meta">
                  <TaskStatusBadge status={task.task_status} />
                </span>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {active && (
        <TaskView
          key={active.id}
          taskId={active.id}
          level={2}
          linkTo={(id) => paths.supplementaryTasks(subGroup, id)}
          listPath={paths.task('')}
        />
      )}
      <p>
        <Link to={paths.task('')}>{t('task.all-tasks')}</Link>
      </p>
    </div>
  );
}
