import { paths } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClinicianTask } from '../api/clinician-tasks';
import { TaskStatusBadge } from './task-status-badge';

/** `position` numbers a task of the sign-and-submit list, where the order matters. */
export function TaskItem({ task, position }: { task: ClinicianTask; position?: number }) {
  const { t } = useTranslation();
  return (
    <li className="task-item">
      <span className="task-item__title">
        {/* The ordered list already tells assistive technology the position; the number is for the eye. */}
        {position !== undefined && (
          <span className="task-item__position" aria-hidden="true">
            {position}
          </span>
        )}
        {/* A sign-and-submit task opens on /task; any other among its organization's supplementary tasks. */}
        <Link
          className="task-item__name"
          to={
            task.config.wallet_location === 'sign-and-submit'
              ? paths.task(task.id)
              : paths.supplementaryTasks(task.subscriber_group, task.id)
          }
        >
          {task.name}
        </Link>
      </span>
      {task.subscriber_group_name && (
        <span className="task-item__from muted">
          {t('dashboard.tasks.from', { organization: task.subscriber_group_name })}
        </span>
      )}
      <span className="task-item__meta">
        <TaskStatusBadge status={task.task_status} />
        {task.required_for_share && (
          <span className="task-item__required">{t('task.required-for-share')}</span>
        )}
      </span>
    </li>
  );
}
