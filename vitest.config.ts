import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default for `vitest run` is one worker less than the cores: a single worker on CI's two cores,
// which left one core idle while the suite's PGlite, S3 and timer waits ran one file at a time (the unit
// step took 16 minutes in CI). One worker per core, two at least; VITEST_MAX_WORKERS overrides.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, os.availableParallelism());

// VITEST_SHUFFLE_SEED=<number> runs the tests within each file in a random order made from that seed (opt-in; .ci/run
// passes it on and prints it when set: `VITEST_SHUFFLE_SEED=<seed> npx vitest run ...` replays a failure's order). Every test must pass
// alone and in any order (issue 21); a describe whose steps still build on each other says `{ shuffle: false }`
// with the reason beside it. Files keep vitest's own order: each runs in its own process with its own database,
// so their order cannot matter, and shuffling them would lose the longest-first start (security.test.ts,
// work-verification.test.ts and backup.test.ts take minutes each; started last, one of them is CI's tail).
const shuffleSeed = process.env.VITEST_SHUFFLE_SEED ? Number(process.env.VITEST_SHUFFLE_SEED) : undefined;
if (shuffleSeed !== undefined && !Number.isSafeInteger(shuffleSeed)) {
  throw new Error(`VITEST_SHUFFLE_SEED must be an integer, not ${process.env.VITEST_SHUFFLE_SEED}`);
}

// One vitest run covers every workspace; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'scripts'],
    maxWorkers,
    ...(shuffleSeed === undefined
      ? {}
      : { sequence: { shuffle: { files: false, tests: true }, seed: shuffleSeed } }),
  },
});
