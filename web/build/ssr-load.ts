import type { Plugin, UserConfig, ViteDevServer } from 'vite';
import { createServer } from 'vite';

/** Loads modules of the app in Node for what the build computes from the app's own source. */
export interface SsrLoader {
  /** Loads `module` (a path from the root) through Vite's SSR loader. */
  load(module: string): Promise<Record<string, unknown>>;
  /** The plugin that closes the loader's server when the build ends; add it to the build. */
  plugin: Plugin;
}

/**
 * One throwaway Vite server in SSR mode for the whole build, made at its first use: the build's
 * plugins that render the app's modules (the login screen, Chakra's global CSS) share it, so
 * React and Chakra are transformed and evaluated once. `plugins` are what its modules need
 * (React's).
 */
export function ssrLoader(root: string, plugins: UserConfig['plugins']): SsrLoader {
  let server: Promise<ViteDevServer> | undefined;
  const close = async () => {
    const started = server;
    server = undefined;
    if (started) await (await started).close();
  };
  return {
    load: async (module) => {
      server ??= createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        // Nothing to pre-bundle for a browser: only the SSR loader runs.
        optimizeDeps: { noDiscovery: true, entries: [] },
        plugins,
      });
      return (await server).ssrLoadModule(module);
    },
    plugin: {
      name: 'risema:ssr-loader',
      apply: 'build',
      async buildEnd(error) {
        // A failed build ends here; a good one still renders the login screen after this.
        if (error) await close();
      },
      closeBundle: close,
    },
  };
}
