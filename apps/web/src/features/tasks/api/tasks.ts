import { tasksApi, type TaskDetail, type TaskOffset } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';

// The task calls of 000 §7 (contracts: packages/shared/src/api/tasks.ts; decision 047).

export const holderTasksQuery = () => endpointQuery(tasksApi.holder, {});
export const useHolderTasks = () => useQuery(holderTasksQuery());

export const taskDetailQuery = (id: string) =>
  endpointQuery(tasksApi.get, { params: { id }, query: { action: 'prefill' } });

/** The task with what was saved so far (action prefill). */
export const useTaskDetail = (id: string) =>
  useQuery({
    ...taskDetailQuery(id),
    select: (answer): TaskDetail | undefined => (answer.action === 'prefill' ? answer : undefined),
  });

/** Its place in its list, the neighbours and the next open task (action offset). */
export const useTaskOffset = (id: string) =>
  useQuery({
    ...endpointQuery(tasksApi.get, { params: { id }, query: { action: 'offset' } }),
    select: (answer): TaskOffset | undefined => (answer.action === 'offset' ? answer.offset : undefined),
  });

/** Every task query (the lists, a task's prefill and offset), to refresh after a save. */
export const taskKeys = () => [endpointKey(tasksApi.get), endpointKey(tasksApi.holder)] as const;

export interface TaskChange {
  answers?: unknown;
  documentId?: string;
  submit?: boolean;
}

/** PUT /api/clinician_task/{id}: multipart text fields (the answers' JSON, the document, submit). */
export function saveTask(id: string, change: TaskChange): Promise<TaskDetail> {
  const form = new FormData();
  if (change.answers !== undefined) form.append('answers', JSON.stringify(change.answers));
  if (change.documentId !== undefined) form.append('document_id', change.documentId);
  form.append('submit', change.submit ? 'true' : 'false');
  return callEndpoint(tasksApi.update, { params: { id } }, { form });
}

/** The next sign-and-submit task still to do after this one, or null (the offset action's next_open_id). */
export async function nextOpenTask(id: string): Promise<string | null> {
  const answer = await callEndpoint(tasksApi.get, { params: { id }, query: { action: 'offset' } });
  return answer.action === 'offset' ? answer.offset.next_open_id : null;
}
