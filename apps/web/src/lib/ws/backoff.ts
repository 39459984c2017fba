export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
  /** A number in [0, 1); tests pass a fixed one. */
  random: () => number;
}

/**
 * The wait before attempt `attempt` (0 for the first retry): the ceiling doubles each time up to `maxMs`,
 * and the wait is drawn between half the ceiling and the ceiling, so many browsers dropped at the same
 * moment (a server restart) do not all come back at the same moment.
 */
export function nextDelay(attempt: number, { initialMs, maxMs, random }: BackoffOptions): number {
  const ceiling = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
