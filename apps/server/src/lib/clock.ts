/** The time source of everything that expires or counts per window; tests pass their own to move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
