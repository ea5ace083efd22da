// Builds the web app (web/) into web/dist, which sync-server serves with the API on one address.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { analysisStamp } from './web/build/analysis-stamp.ts';
import { chakraGlobalCss } from './web/build/chakra-global-css.ts';
import { chakraSystemSteps } from './web/build/chakra-system-steps.ts';
import { loginPage } from './web/build/login-page.ts';
import { react } from './web/build/react-plugin.ts';
import { ssrLoader } from './web/build/ssr-load.ts';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));
/** The build's one SSR loader, for what it renders from the app's modules (React's plugin). */
const ssr = ssrLoader(webRoot, [react()]);
const financeCoreRoot = fileURLToPath(new URL('./finance-core', import.meta.url));

/** Brand colours shared by the manifest, the browser chrome and the app theme. */
const THEME_COLOR = '#0f4c5c';
const BACKGROUND_COLOR = '#ffffff';

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  define: {
    // The finance-core version: figures the device keeps computed are redone when it changes.
    __RISEMA_ANALYSIS_STAMP__: JSON.stringify(analysisStamp(financeCoreRoot)),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: `npm run size` follows it to the chunks /login needs.
    manifest: true,
    modulePreload: {
      // No <link rel=modulepreload> per dependency of a dynamic import: appending forty of them
      // for each route's chunk held a reload's main thread for a long task (a phone's 4× slower
      // CPU: 300 ms) and fetched chunks the screen did not need. The browser fetches an imported
      // chunk's own imports itself, from the service worker's cache after the first visit.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
    },
  },
  server: {
    // `npm run dev` talks to a server started separately with `npm run serve`.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  plugins: [
    react(),
    // dist/login.html: the login screen painted from the HTML, before any JavaScript runs.
    loginPage(ssr),
    // Chakra's global CSS written into the app's code by the build, not made at its start.
    chakraGlobalCss(ssr),
    // Chakra's createSystem made in steps the start runs a task at a time, not in one long task.
    chakraSystemSteps(),
    ssr.plugin,
    VitePWA({
      // Updates wait for the user's consent (`Nova versão disponível` + `Atualizar`).
      registerType: 'prompt',
      // The server's CSP forbids inline scripts: the app registers the worker itself
      // through `virtual:pwa-register/react`.
      injectRegister: false,
      strategies: 'generateSW',
      // Icons come from one source SVG, rendered at build time by @vite-pwa/assets-generator.
      pwaAssets: {
        image: 'public/favicon.svg',
        preset: 'minimal-2023',
        overrideManifestIcons: true,
        injectThemeColor: true,
      },
      manifest: {
        name: 'RISEMA',
        short_name: 'RISEMA',
        description: 'Análise inteligente do seu negócio',
        lang: 'pt-PT',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
      },
      workbox: {
        // The plugin adds manifest.webmanifest itself; listing it twice (with two revisions)
        // makes workbox refuse the whole precache list.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // The password dictionaries (zxcvbn-ts, web/src/components/password-strength.ts) are
        // fetched only by the change-password form, which needs the network anyway: no device
        // downloads them at install.
        // sw-routes.js is the worker's own code (imported below), not the app's.
        globIgnores: ['**/password-strength-*.js', 'sw-routes.js'],
        // The build's hashed files served from the precache without waking the worker
        // (web/public/sw-routes.js).
        importScripts: ['sw-routes.js'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
