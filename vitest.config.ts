import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default for `vitest run` is one worker less than the cores: a single worker on CI's two cores,
// which left one core idle while the suite's PGlite, S3 and timer waits ran one file at a time (the unit
// step took 16 minutes in CI). One worker per core, two at least; VITEST_MAX_WORKERS overrides.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, os.availableParallelism());

// One vitest run covers every workspace; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'scripts'],
    maxWorkers,
  },
});
