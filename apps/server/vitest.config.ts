import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // PGlite boots a WASM PostgreSQL per test file; give it room on a loaded machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
