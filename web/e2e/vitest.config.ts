import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium driven by playwright-core against the real server serving
// the built app (web/dist). One file at a time in a worker, after the other projects' files in
// a plain `vitest run`; `npm test` runs them in two halves (shards) side by side, beside the
// others (scripts/run-tests.mjs).
export default defineConfig({
  test: {
    name: 'web-e2e',
    include: ['**/*.e2e.ts'],
    fileParallelism: false,
    // The worker imports the server, playwright-core and the helpers once for all the files,
    // not once per file (seconds of every file's CPU). Files share no state: each starts its
    // own server and browser contexts (world.ts) and closes them after itself.
    isolate: false,
    // They share one Chromium too (each file in browser contexts of its own), closed at the
    // worker's end by this environment (Node's otherwise).
    environment: './browser-environment.ts',
    // Users made on the in-process server get a cheap password hash (as in the server's tests).
    setupFiles: ['./password-cost-setup.ts'],
    // The server's entry points built once for the run (as in the server's tests): each file's
    // in-process server starts its upload reader's worker in plain Node, not through tsx.
    globalSetup: [
      createRequire(import.meta.url).resolve(
        '@risema/sync-server/testing/entry-points-global-setup',
      ),
    ],
    // Only a hang fails on time: a test of many screens runs axe-core over each, which takes
    // tens of seconds per screen on a 2-core machine shared with other work.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
