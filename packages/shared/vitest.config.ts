import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    // VITEST_INCLUDE (comma-separated globs) narrows a scoped mutation run to the tests of the files it mutates.
    include: process.env.VITEST_INCLUDE?.split(',') ?? ['src/**/*.test.ts'],
  },
});
