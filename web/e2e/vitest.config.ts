import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium driven by playwright-core against the real server serving
// the built app (web/dist). One file at a time: each starts its own server and browser.
export default defineConfig({
  test: {
    name: 'web-e2e',
    include: ['**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
