import type { Clock } from '../../src/lib/clock';

export type TestClock = Clock & { advance(ms: number): void };

/** A clock a test moves by hand; it starts at the real time so the provider's own clock agrees. */
export function testClock(start = Date.now()): TestClock {
  let now = start;
  return Object.assign(() => new Date(now), {
    advance(ms: number) {
      now += ms;
    },
  });
}
