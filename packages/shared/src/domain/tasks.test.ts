import { describe, expect, it } from 'vitest';
import {
  TASK_STATUSES,
  TASK_TYPES,
  canTransitionTask,
  splitSignAndSubmitTasks,
  taskStatusSchema,
} from './tasks';

describe('tasks', () => {
  it('are documents or questions and start as todo', () => {
    expect(TASK_TYPES).toEqual(['document', 'question']);
    expect(TASK_STATUSES[0]).toBe('todo');
    expect(taskStatusSchema.safeParse('done').success).toBe(false);
  });

  it.each([
    ['todo', 'in_progress', true],
    ['todo', 'submitted', true],
    ['in_progress', 'submitted', true],
    ['submitted', 'completed', true],
    ['submitted', 'todo', true],
    ['todo', 'completed', false],
    ['completed', 'todo', false],
  ] as const)('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(canTransitionTask(from, to)).toBe(allowed);
  });

  it('put sign-and-submit tasks in their own list ordered by sign_and_submit_order', () => {
    const tasks = [
      { id: 'a', config: { wallet_location: 'sign-and-submit' }, sign_and_submit_order: 2 },
      { id: 'b', config: null },
      { id: 'c', config: { wallet_location: 'sign-and-submit' }, sign_and_submit_order: null },
      { id: 'd', config: { wallet_location: 'sign-and-submit' }, sign_and_submit_order: 1 },
      { id: 'e', config: { wallet_location: 'other' } },
      { id: 'f', config: { wallet_location: 'sign-and-submit' } },
    ];
    const { signAndSubmit, other } = splitSignAndSubmitTasks(tasks);
    expect(signAndSubmit.map((task) => task.id)).toEqual(['d', 'a', 'c', 'f']);
    expect(other.map((task) => task.id)).toEqual(['b', 'e']);
  });
});
