import type { TaskStatus } from '@credence/shared';
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
