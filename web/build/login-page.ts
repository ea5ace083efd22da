// The login screen painted from the HTML: the build writes dist/login.html, a copy of index.html
// holding the login screen's markup (rendered by React from the same component the page then
// hydrates, web/src/app/login-prerender.tsx) and its CSS inline. The server answers /login with
// it, so a first visit shows the screen before any JavaScript arrives; the app's code is fetched
// after that first paint (login-loader.js).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { SsrLoader } from './ssr-load';

/** The module that renders the login screen's markup (run by Vite's SSR loader at build time). */
const PRERENDER_MODULE = '/src/app/login-prerender.tsx';

interface PrerenderModule {
  LOGIN_DOCUMENT_TITLE: string;
  renderLoginMarkup(): string;
}

/** The classic script login.html loads the app's code with, once its screen is painted. */
const LOADER_SOURCE = new URL('./login-loader.js', import.meta.url);

/**
 * Swaps index.html's module script and module preloads for the loader, which fetches the same
 * files once the screen is painted: no script is fetched or run before the first paint.
 */
function loadAfterFirstPaint(html: string, loaderFile: string): string {
  const entry = /<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) throw new Error('login.html: index.html has no module script');
  const preloads: string[] = [];
  const withoutPreloads = html.replace(
    /<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)">\s*/g,
    (_link, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  const loader = `<script defer src="/${loaderFile}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>\n    `;
  return replaceOnce(withoutPreloads, entry[0], loader);
}

function replaceOnce(html: string, search: string | RegExp, replacement: string): string {
  const next = html.replace(search, () => replacement);
  if (next === html) throw new Error(`login.html: ${String(search)} not found in index.html`);
  return next;
}

/**
 * Writes login.html beside index.html: the prerendered login screen inside `#root`, the entry's
 * stylesheet (the login screen's CSS) inlined instead of linked, the screen's document title, and
 * the entry's scripts loaded after the first paint by login-loader.js. The screen is rendered
 * through the build's `ssr` loader.
 */
export function loginPage(ssr: SsrLoader): Plugin {
  return {
    name: 'risema:login-page',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_output, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('index.html is not in the bundle');
      let html = String(index.source);
      const module = (await ssr.load(PRERENDER_MODULE)) as unknown as PrerenderModule;

      const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
      for (const [link, file] of links) {
        const css = file ? bundle[file] : undefined;
        if (css?.type !== 'asset') this.error(`login.html: ${file} is not in the bundle`);
        html = replaceOnce(html, link, `<style>${String(css.source).trim()}</style>`);
      }
      if (links.length === 0) this.error('login.html: index.html links no stylesheet');
      const loader = this.emitFile({
        type: 'asset',
        name: 'login-loader.js',
        source: readFileSync(LOADER_SOURCE, 'utf8'),
      });
      html = loadAfterFirstPaint(html, this.getFileName(loader));
      html = replaceOnce(
        html,
        /<title>[^<]*<\/title>/,
        `<title>${module.LOGIN_DOCUMENT_TITLE}</title>`,
      );
      html = replaceOnce(
        html,
        '<div id="root"></div>',
        `<div id="root">${module.renderLoginMarkup()}</div>`,
      );
      this.emitFile({ type: 'asset', fileName: 'login.html', source: html });
    },
  };
}
