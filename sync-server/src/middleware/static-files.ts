import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';

/** Files that must be revalidated on every load so a new version is found. */
const NO_CACHE = /^\/(?:index\.html|login\.html|sw\.js|registerSW\.js|[^/]*\.webmanifest)?$/;

/** The login screen's address, answered with login.html (the screen painted from the HTML). */
const LOGIN_PATH = '/login';

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** A browser navigation to a client route (no file extension, or asking for HTML). */
function isNavigation(c: Context): boolean {
  const last = c.req.path.split('/').pop() ?? '';
  return !last.includes('.') || (c.req.header('Accept') ?? '').includes('text/html');
}

/**
 * Serves the built web app: files as they are (hashed assets cached for a year, the shell,
 * service worker and manifest revalidated), `login.html` for `/login` (the shell with the login
 * screen already drawn in it, when the build made one) and `index.html` for other navigations
 * outside `/api` so client routes load (SPA fallback).
 */
export function staticFiles(root: string): MiddlewareHandler {
  const files = serveStatic({ root });
  const shell = serveStatic({ root, path: 'index.html' });
  const login = serveStatic({ root, path: 'login.html' });
  const nothing = async () => {};
  return async (c, next) => {
    if (isApi(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    let response = await files(c, nothing);
    let path = c.req.path;
    if (!response && c.req.path === LOGIN_PATH) {
      response = await login(c, nothing);
      path = '/login.html';
    }
    if (!response && isNavigation(c)) {
      response = await shell(c, nothing);
      path = '/index.html';
    }
    if (!response) return next();
    if (path.startsWith('/assets/')) {
      response.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    } else if (NO_CACHE.test(path)) {
      response.headers.set('Cache-Control', 'no-cache');
    }
    return response;
  };
}
