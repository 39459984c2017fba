import { paths } from '@credence/shared';
import { useParams } from 'react-router';
import { TaskList } from './task-list';
import { TaskView } from './task-view';

/** /task/{taskId?}: one task, or the list of them without an id (the route checks the id is a UUID). */
export function TaskPage() {
  const { taskId } = useParams();
  if (!taskId) return <TaskList />;
  return (
    <div className="page task-page">
      <TaskView key={taskId} taskId={taskId} linkTo={(id) => paths.task(id)} listPath={paths.task('')} />
    </div>
  );
}
