// Chakra's global CSS made by the build: createSystem serialises every token's variable, the
// preflight and the global styles through its css() at the app's start (two thirds of that
// task), and the provider's <Global> parses the result with stylis in the first commit. Both
// are the same for every visit, so the build writes the CSS into the app's code
// (src/app/chakra-global-css.ts; the theme inserts it as one <style>) and has Chakra's
// createSystem skip it.
import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';
import { ssrLoad } from './ssr-load';

const RENDER_MODULE = '/src/app/chakra-global-prerender.tsx';
const CSS_MODULE = fileURLToPath(new URL('../src/app/chakra-global-css.ts', import.meta.url));
/** Chakra's createSystem, and the line of it that makes the global CSS. */
const SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Writes Chakra's global CSS for the app's theme into src/app/chakra-global-css.ts and empties
 * the system's own copy (`_global`, which only the provider's <Global> reads). `plugins` are
 * what the SSR render needs (the React plugin). The build fails if either could not be done.
 */
export function chakraGlobalCss(options: { root: string; plugins: UserConfig['plugins'] }): Plugin {
  let css: string | undefined;
  let patched = false;
  let written = false;
  return {
    name: 'risema:chakra-global-css',
    apply: 'build',
    async buildStart() {
      const module = (await ssrLoad(options.root, options.plugins, RENDER_MODULE)) as unknown as {
        renderChakraGlobalCss(): string;
      };
      css = module.renderChakraGlobalCss();
    },
    load(id) {
      if (id !== CSS_MODULE) return null;
      written = true;
      return `export const CHAKRA_GLOBAL_CSS = ${JSON.stringify(css)};\n`;
    },
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(EAGER_GLOBAL)) this.error(`${id}: Chakra's global CSS line not found`);
      patched = true;
      return { code: code.replace(EAGER_GLOBAL, 'const _global = [];'), map: null };
    },
    buildEnd(error) {
      if (error) return;
      // Both or neither: an emptied _global without the written CSS would leave the app unstyled.
      if (written !== patched)
        this.error(`Chakra's global CSS: written ${written}, emptied ${patched}`);
    },
  };
}
