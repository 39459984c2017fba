import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'scripts'],
  },
});
