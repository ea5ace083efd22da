import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium driven by playwright-core against the real server serving
// the built app (web/dist). Each file starts its own server and browser (world.ts), so they run
// in the one pool of the root config alongside the other projects' files.
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
