import { serviceWorkerState } from './service-worker-state';

/** How often an open app asks the server for a new version of itself. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** After the page's load event, how long the first screen has before the worker registers. */
const AFTER_LOAD_MS = 3000;
/** The longest wait for an idle moment after that. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Calls `start` once the page has loaded, the first screen has had its moment and the browser
 * is idle. (Safari has no requestIdleCallback: a timer stands in.)
 */
function whenLoadedAndIdle(start: () => void): void {
  const afterLoad = () => {
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      } else {
        start();
      }
    }, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

let started = false;

/**
 * Registers the service worker (from app code: the CSP forbids inline scripts) after the first
 * paint and the page's load, when the browser is idle: its precache (the whole app) never
 * competes with the first screen for the network, and its code is not part of the first screen's.
 * Once per page; a waiting new version sets `needRefresh`.
 */
export function startServiceWorker(): void {
  if (started) return;
  started = true;
  whenLoadedAndIdle(() => {
    import('virtual:pwa-register')
      .then(({ registerSW }) => {
        const updateSW = registerSW({
          onNeedRefresh() {
            serviceWorkerState.setState({ needRefresh: true, update: () => updateSW(true) });
          },
          onRegisteredSW(_url, registration) {
            if (!registration) return;
            setInterval(() => {
              if (navigator.onLine) registration.update().catch(() => undefined);
            }, UPDATE_CHECK_MS);
          },
          onRegisterError(error: unknown) {
            console.error('Service worker registration failed', error);
          },
        });
      })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  });
}
