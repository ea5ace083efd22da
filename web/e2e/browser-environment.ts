// The browser test files' Vitest environment: Node's, and at the worker's end it closes the
// Chromium the files shared (shared-browser.ts), so the browser ends with the run
// instead of being killed with the worker.
import type { Environment } from 'vitest/environments';
import { builtinEnvironments } from 'vitest/environments';
import { closeSharedBrowser } from './shared-browser';

const node = builtinEnvironments.node;

export default {
  name: 'node-shared-browser',
  viteEnvironment: 'ssr',
  async setup(global, options) {
    const nodeEnvironment = await node.setup(global, options);
    return {
      async teardown(global) {
        await closeSharedBrowser();
        await nodeEnvironment.teardown(global);
      },
    };
  },
} satisfies Environment;
