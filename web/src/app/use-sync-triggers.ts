import { useEffect } from 'react';
import type { CoreServices, DataServices } from '../data/service-types';

/** While the server cannot be reached, how often to try again. */
const RETRY_UNREACHABLE_MS = 30_000;

/** The longest the start's sync round waits for the browser to be idle. */
const START_ROUND_TIMEOUT_MS = 2000;

/**
 * Runs a sync round when it is worth it (docs/design.md §6): at start with a stored session, when the
 * browser comes online, when the window regains focus or becomes visible, and periodically while
 * the server was unreachable. Sign-in starts its own round. Signed out, nothing is loaded.
 */
export function useSyncTriggers(core: CoreServices): void {
  useEffect(() => {
    const withData = (then: (data: DataServices) => void) => {
      if (!core.auth.getState().session) return;
      core
        .loadData()
        .then(then)
        .catch((error: unknown) => console.error('The local database could not open', error));
    };
    const run = () => withData((data) => data.requestSync());
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    const retry = setInterval(() => {
      if (!navigator.onLine) return;
      withData((data) => {
        if (!data.sync.status.getState().reachable) data.requestSync();
      });
    }, RETRY_UNREACHABLE_MS);
    // The start's round waits for an idle moment: the first screen reads the device's data
    // without sharing the local database with a round's reads and writes (nor waits for the
    // network).
    const idle = typeof requestIdleCallback === 'function';
    const start = idle
      ? requestIdleCallback(run, { timeout: START_ROUND_TIMEOUT_MS })
      : window.setTimeout(run, START_ROUND_TIMEOUT_MS / 4);
    window.addEventListener('online', run);
    window.addEventListener('focus', run);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      if (idle) cancelIdleCallback(start);
      else clearTimeout(start);
      clearInterval(retry);
      window.removeEventListener('online', run);
      window.removeEventListener('focus', run);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [core]);
}
