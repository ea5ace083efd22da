// Chakra's global CSS made by the build: createSystem serialises every token's variable, the
// preflight and the global styles through its css() at the app's start (two thirds of that
// task), and the provider's <Global> parses the result with stylis in the first commit. Both
// are the same for every visit, so the build writes the CSS into the app's code
// (src/app/chakra-global-css.ts; the theme inserts it as one <style>) and has Chakra's
// createSystem skip it.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { patchModule } from './patch-module';
import type { SsrLoader } from './ssr-load';

const RENDER_MODULE = '/src/app/chakra-global-prerender.tsx';
const CSS_MODULE = fileURLToPath(new URL('../src/app/chakra-global-css.ts', import.meta.url));
/** Chakra's createSystem, and the line of it that makes the global CSS. */
const SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Writes Chakra's global CSS for the app's theme into src/app/chakra-global-css.ts and empties
 * the system's own copy (`_global`, which only the provider's <Global> reads), rendered through
 * the build's `ssr` loader. The build fails if either could not be done.
 */
export function chakraGlobalCss(ssr: SsrLoader): Plugin {
  let css: Promise<string> | undefined;
  let patched = false;
  let written = false;
  return {
    name: 'risema:chakra-global-css',
    apply: 'build',
    buildStart() {
      // Started here, awaited where the module is loaded: the render runs while the build
      // reads the app's other modules, not before them.
      css = ssr
        .load(RENDER_MODULE)
        .then((module) =>
          (module as unknown as { renderChakraGlobalCss(): string }).renderChakraGlobalCss(),
        );
      // Its failure is the build's once the module is loaded; never an unhandled rejection.
      css.catch(() => undefined);
    },
    async load(id) {
      if (id !== CSS_MODULE) return null;
      if (!css) this.error("Chakra's global CSS was not started");
      const value = await css;
      written = true;
      return `export const CHAKRA_GLOBAL_CSS = ${JSON.stringify(value)};\n`;
    },
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      try {
        const emptied = patchModule(code, {
          edits: [{ find: EAGER_GLOBAL, replace: 'const _global = [];' }],
        });
        patched = true;
        return { code: emptied, map: null };
      } catch (error) {
        return this.error(`${id}: Chakra's global CSS line: ${(error as Error).message}`);
      }
    },
    buildEnd(error) {
      if (error) return;
      // Both or neither: an emptied _global without the written CSS would leave the app unstyled.
      if (written !== patched)
        this.error(`Chakra's global CSS: written ${written}, emptied ${patched}`);
    },
  };
}
