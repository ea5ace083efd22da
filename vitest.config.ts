import { defineConfig } from 'vitest/config';

// One test run for every workspace; each workspace keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['finance-core', 'sync-server', 'web'],
  },
});
