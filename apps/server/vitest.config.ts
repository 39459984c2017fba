import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    // VITEST_INCLUDE (comma-separated globs) narrows a scoped mutation run to the tests of the files it mutates.
    include: process.env.VITEST_INCLUDE?.split(',') ?? ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // PGlite boots a WASM PostgreSQL per test file; give it room on a loaded machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
