import { paths, splitSignAndSubmitTasks } from '@credence/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClinicianTasks } from '../api/clinician-tasks';
import type { ClinicianTask } from '../api/clinician-tasks';
import { nextSignAndSubmit } from '../next-sign-and-submit';
import { SectionError, Skeleton } from './section-states';
import { TaskItem } from './task-item';

/** Open means the organization has not accepted it yet; completed tasks leave the dashboard. */
const isOpen = (task: ClinicianTask) => task.task_status !== 'completed';

/** The open tasks: the sign-and-submit list in its own order (000 §4), then every other task. */
export function TaskLists() {
  const { t } = useTranslation();
  const tasks = useClinicianTasks();
  const { signAndSubmit, other } = useMemo(
    () => splitSignAndSubmitTasks((tasks.data ?? []).filter(isOpen)),
    [tasks.data],
  );

  useEffect(() => {
    if (tasks.data) nextSignAndSubmit.save(signAndSubmit[0]?.id ?? null);
  }, [tasks.data, signAndSubmit]);

  return (
    <section className="dashboard__card" aria-labelledby="tasks-title" aria-busy={tasks.isPending}>
      <h2 id="tasks-title">{t('dashboard.tasks.title')}</h2>
      {tasks.isPending && <Skeleton />}
      {tasks.isError && <SectionError error={tasks.error} message={t('dashboard.tasks.error')} />}
      {tasks.data && signAndSubmit.length === 0 && other.length === 0 && (
        <p className="dashboard__empty">{t('dashboard.tasks.empty')}</p>
      )}
      {signAndSubmit.length > 0 && (
        <div className="task-group">
          <h3 id="sign-and-submit-title">{t('dashboard.tasks.sign-and-submit')}</h3>
          <p className="muted">{t('dashboard.tasks.sign-and-submit-hint')}</p>
          <ol className="task-list task-list--ordered" aria-labelledby="sign-and-submit-title">
            {signAndSubmit.map((task, index) => (
              <TaskItem key={task.id} task={task} position={index + 1} />
            ))}
          </ol>
        </div>
      )}
      {other.length > 0 && (
        <div className="task-group">
          {/* A heading of its own only when the sign-and-submit list sits above it. */}
          {signAndSubmit.length > 0 && <h3 id="other-tasks-title">{t('dashboard.tasks.other')}</h3>}
          <ul
            className="task-list"
            aria-labelledby={signAndSubmit.length > 0 ? 'other-tasks-title' : 'tasks-title'}
          >
            {other.map((task) => (
              <TaskItem key={task.id} task={task} />
            ))}
          </ul>
        </div>
      )}
      {signAndSubmit.length + other.length > 0 && (
        <p className="dashboard__note">
          <Link to={paths.task('')}>{t('dashboard.tasks.all')}</Link>
        </p>
      )}
    </section>
  );
}
