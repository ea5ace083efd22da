import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium driven by playwright-core against the real server serving
// the built app (web/dist). Two files at a time like the other projects (each owns its server,
// port, data dir and browser), started before them (the root config's sequencer): a browser test
// waits on Chromium and the server much of its time, so one alone leaves most of two cores idle.
export default defineConfig({
  test: {
    name: 'web-e2e',
    include: ['**/*.e2e.ts'],
    // Users made on the in-process server get a cheap password hash (as in the server's tests).
    setupFiles: ['./password-cost-setup.ts'],
    // Only a hang fails on time: a test of many screens runs axe-core over each, which takes
    // tens of seconds per screen on a 2-core machine shared with other work.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
