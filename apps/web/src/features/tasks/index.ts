import './components/tasks.css';

// What the app composes from the tasks feature: /task/{taskId?} and /supplementary-tasks/{subGroup}/{taskId?}.
export { TaskPage } from './components/task-page';
export { SupplementaryTasksPage } from './components/supplementary-tasks-page';
