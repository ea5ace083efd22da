import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'sync-server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
