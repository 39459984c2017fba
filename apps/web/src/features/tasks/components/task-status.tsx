import type { ClinicianTask, TaskStatus } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '#web/components/ui';
import type { StatusTone } from '#web/components/ui';

const TONES: Record<TaskStatus, StatusTone> = {
  todo: 'pending',
  in_progress: 'neutral',
  submitted: 'verified',
  completed: 'verified',
};

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`task.status.${status}`)}</StatusBadge>;
}

/** A task is changed only while open: once submitted (or accepted) it is read-only (decision 047). */
export const isTaskOpen = (task: Pick<ClinicianTask, 'task_status'>) =>
  task.task_status === 'todo' || task.task_status === 'in_progress';

/** The organization, the status and whether sharing waits for it. */
export function TaskFacts({ task }: { task: ClinicianTask }) {
  const { t } = useTranslation();
  return (
    <p className="task-facts">
      <span>{t('dashboard.tasks.from', { organization: task.subscriber_group_name })}</span>
      <TaskStatusBadge status={task.task_status} />
      {task.required_for_share && (
        <span className="task-facts__required">{t('task.required-for-share')}</span>
      )}
    </p>
  );
}
