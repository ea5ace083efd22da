import { defineConfig } from 'vitest/config';
import { WeightedShardSequencer } from './web/scripts/weighted-shards.ts';

// One test run for every workspace; each workspace keeps its own vitest.config.ts. web/e2e holds
// the browser tests (project web-e2e), which need `npm run build` and /usr/bin/chromium.
export default defineConfig({
  test: {
    // `scripts`: the repository's own tools (scripts/*.test.mjs).
    projects: [
      'finance-core',
      'sync-server',
      'web',
      'web/e2e',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
    ],
    // Two files at a time, from every project alike (one pool): Vitest's default on two cores
    // is one, which leaves a core idle while a file waits on PostgreSQL, a reader thread or
    // Chromium. Every file owns its server, store and browser, so files never share state.
    // (`npm test` runs the browser tests beside the others, each one file at a time:
    // scripts/run-tests.mjs.)
    maxWorkers: 2,
    // `--shard` splits the files by their usual times, not in equal numbers: `npm test`'s two
    // halves of the browser tests then take about as long (web/scripts/weighted-shards.ts).
    sequence: { sequencer: WeightedShardSequencer },
  },
});
