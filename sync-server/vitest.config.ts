import { defineConfig } from 'vitest/config';

// Tests never assert timings; the timeout only catches a hang, so it leaves room for a busy
// 2-core machine (tests against the real server took over 20 s there, at a load of 15).
export default defineConfig({
  test: {
    name: 'sync-server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    // One PostgreSQL cluster for the run: the store-dependent tests run on SQLite and on it.
    // The entry points that tests run in processes (and worker threads) of their own, built once.
    globalSetup: [
      'src/testing/postgres-global-setup.ts',
      'src/testing/entry-points-global-setup.ts',
    ],
    // Users made in tests get a cheap password hash (production's scrypt cost stays the default).
    setupFiles: ['src/testing/password-cost-setup.ts'],
    // A worker imports the server once for all the files it runs, not once per file (the
    // import is seconds of every file's time). Files share no state: each starts its own server
    // on its own store, and a test that fakes the clock restores it after itself.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
