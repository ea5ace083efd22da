import { defineConfig } from 'vitest/config';

// Tests never assert timings; the timeout only catches a hang, so it leaves room for a busy
// 2-core machine (tests against the real server took over 20 s there, at a load of 15).
export default defineConfig({
  test: {
    name: 'finance-core',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `npm run parse`'s script, which tests run as a command, built once per run.
    globalSetup: ['src/testing/entry-points-global-setup.ts'],
    // A worker imports the library once for all the files it runs, not once per file (74 → 27
    // CPU-s for the project): a pure library, its files share no state.
    isolate: false,
    testTimeout: 60_000,
  },
});
