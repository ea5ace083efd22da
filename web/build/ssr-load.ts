import type { UserConfig } from 'vite';
import { createServer } from 'vite';

/**
 * Loads `module` (a path from `root`) in Node with a throwaway Vite server in SSR mode, for what
 * the build computes from the app's own source; `plugins` are what its modules need (React's).
 */
export async function ssrLoad(
  root: string,
  plugins: UserConfig['plugins'],
  module: string,
): Promise<Record<string, unknown>> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // Nothing to pre-bundle for a browser: only the SSR loader runs.
    optimizeDeps: { noDiscovery: true, entries: [] },
    plugins,
  });
  try {
    return await server.ssrLoadModule(module);
  } finally {
    await server.close();
  }
}
