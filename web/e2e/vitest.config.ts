import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium driven by playwright-core against the real server serving
// the built app (web/dist). One file at a time: each starts its own server and browser.
export default defineConfig({
  test: {
    name: 'web-e2e',
    include: ['**/*.e2e.ts'],
    fileParallelism: false,
    // Only a hang fails on time: axe-core over a long page takes seconds on a busy 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
