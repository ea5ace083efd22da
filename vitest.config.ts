import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Browser test files first, the longest first (Vitest's own order within a project: the last
 * run's durations, else the larger file), then every other file. The browser tests are most of
 * the run: started at once, they end together with the short files filling the cores at the end,
 * instead of a long browser file starting last.
 */
class BrowserTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = (file: TestSpecification) => file.project.name === 'web-e2e';
    return [...sorted.filter(browser), ...sorted.filter((file) => !browser(file))];
  }
}

// One test run for every workspace; each workspace keeps its own vitest.config.ts. web/e2e holds
// the browser tests (project web-e2e), which need `npm run build` and /usr/bin/chromium.
export default defineConfig({
  test: {
    projects: ['finance-core', 'sync-server', 'web', 'web/e2e'],
    // Two files at a time, from every project alike (one pool): Vitest's default on two cores
    // is one, which leaves a core idle while a file waits on PostgreSQL, a reader thread or
    // Chromium. Every file owns its server, store, port and browser, so files never share state.
    maxWorkers: 2,
    sequence: { sequencer: BrowserTestsFirst },
  },
});
