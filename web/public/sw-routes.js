// Imported by the generated service worker (vite.config.ts, workbox `importScripts`).
// The build's hashed files are served by the browser straight from the precache (Chromium's
// static routing), without starting the worker's script for each of a start's ~100 chunks;
// a file missing from the cache falls back to the network. The route finds each file under its
// plain URL: Workbox keeps the files whose names carry a hash without a revision parameter.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes({
        condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' },
        source: 'cache',
      })
      .catch((error) => console.error('Static routes refused', error)),
  );
});
