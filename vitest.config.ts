import { defineConfig } from 'vitest/config';

// One test run for every workspace; each workspace keeps its own vitest.config.ts. web/e2e holds
// the browser tests (project web-e2e), which need `npm run build` and /usr/bin/chromium.
export default defineConfig({
  test: {
    projects: ['finance-core', 'sync-server', 'web', 'web/e2e'],
  },
});
