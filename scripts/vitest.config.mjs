import { defineProject } from 'vitest/config';

// The repository's own tooling (supply-chain checks); plain Node, no DOM, no database.
export default defineProject({
  test: {
    name: 'scripts',
    include: ['**/*.test.mjs'],
    environment: 'node',
  },
});
