import { defineConfig } from 'vitest/config';

// Tests never assert timings; the timeout only catches a hang, so it leaves room for a busy
// 2-core machine (tests against the real server took over 20 s there, at a load of 15).
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
    // A worker imports React, Dexie and the app's modules once for all the files it runs, not
    // once per file (117 → 47 CPU-s for the project). Files share no state: each test builds its
    // own device (src/testing: its own storage, IndexedDB and server) and restores what it fakes.
    isolate: false,
    testTimeout: 60_000,
    // A file's server starts in beforeAll: at a load of 15 that outlasted the default 10 s.
    hookTimeout: 60_000,
  },
});
