import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'finance-core',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
