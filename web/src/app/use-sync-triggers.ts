import { useEffect } from 'react';
import type { CoreServices, DataServices } from '../data/service-types';

/** While the server cannot be reached, how often to try again. */
const RETRY_UNREACHABLE_MS = 30_000;

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
    run();
    window.addEventListener('online', run);
    window.addEventListener('focus', run);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(retry);
      window.removeEventListener('online', run);
      window.removeEventListener('focus', run);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [core]);
}
