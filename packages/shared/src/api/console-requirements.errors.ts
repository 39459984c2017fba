/** The console's requirement-set and submission codes (issue 18, decision 055). */
export const consoleRequirementErrors = {
  /** 409: only a submitted task can be accepted or returned; an accepted one is final. */
  taskNotSubmitted: 'console.task-not-submitted',
  /** 409: the clinician already has this task. */
  taskAlreadyAssigned: 'console.task-already-assigned',
} as const;
