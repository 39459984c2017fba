import { z } from 'zod';

export const TASK_TYPES = ['document', 'question'] as const;
export const taskTypeSchema = z.enum(TASK_TYPES);
export type TaskType = z.infer<typeof taskTypeSchema>;

/**
 * The spec shows only todo. Our choice for the rest of the life of a task: the clinician starts it
 * (in_progress), hands it in (submitted), and the subscriber accepts it (completed) or sends it back (todo).
 */
export const TASK_STATUSES = ['todo', 'in_progress', 'submitted', 'completed'] as const;
export const taskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const TASK_STATUS_TRANSITIONS: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  todo: ['in_progress', 'submitted'],
  in_progress: ['todo', 'submitted'],
  submitted: ['completed', 'todo'],
  completed: [],
};

export function canTransitionTask(from: TaskStatus, to: TaskStatus): boolean {
  return TASK_STATUS_TRANSITIONS[from].includes(to);
}

/** `config.wallet_location` values; sign-and-submit tasks form their own ordered list. */
export const TASK_WALLET_LOCATIONS = ['sign-and-submit'] as const;
export const taskWalletLocationSchema = z.enum(TASK_WALLET_LOCATIONS);
export type TaskWalletLocation = z.infer<typeof taskWalletLocationSchema>;

interface TaskPlacement {
  sign_and_submit_order?: number | null;
  config?: { wallet_location?: string | null } | null;
}

/** Splits tasks into the sign-and-submit list (by sign_and_submit_order, unordered last) and the rest. */
export function splitSignAndSubmitTasks<T extends TaskPlacement>(
  tasks: readonly T[],
): {
  signAndSubmit: T[];
  other: T[];
} {
  const signAndSubmit: T[] = [];
  const other: T[] = [];
  for (const task of tasks) {
    (task.config?.wallet_location === 'sign-and-submit' ? signAndSubmit : other).push(task);
  }
  const order = (task: T) => task.sign_and_submit_order ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable, so tasks without an order keep the server's order.
  signAndSubmit.sort((a, b) => (order(a) === order(b) ? 0 : order(a) < order(b) ? -1 : 1));
  return { signAndSubmit, other };
}
