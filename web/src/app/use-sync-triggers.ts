import { useEffect } from 'react';
import type { CoreServices, DataServices } from '../data/service-types';

/** While the server cannot be reached, how often to try again. */
const RETRY_UNREACHABLE_MS = 30_000;

/** After the page's load event, how long the first screen has before the start's sync round. */
const START_ROUND_AFTER_LOAD_MS = 2000;

/** The longest the start's sync round then waits for the browser to be idle. */
const START_ROUND_TIMEOUT_MS = 2000;

/**
 * Whether the start's round runs at once: only in a browser driven by automation
 * (`navigator.webdriver`) whose page set `risemaStartSyncAtOnce` before the app's code ran (the
 * browser tests' contexts do, web/e2e/browser.ts), so a test seeded on the server never waits
 * out the delay meant for a user's first screen. No user's browser can turn it on.
 */
function startsRoundAtOnce(): boolean {
  return (
    navigator.webdriver &&
    (window as { risemaStartSyncAtOnce?: unknown }).risemaStartSyncAtOnce === true
  );
}

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
    // Focus and visibility changes as the page opens wait for the start's round.
    let started = false;
    const run = () => {
      started = true;
      withData((data) => data.requestSync());
    };
    const onFocus = () => {
      if (started) run();
    };
    const onVisible = () => {
      if (started && document.visibilityState === 'visible') run();
    };
    const retry = setInterval(() => {
      if (!navigator.onLine) return;
      withData((data) => {
        if (!data.sync.status.getState().reachable) data.requestSync();
      });
    }, RETRY_UNREACHABLE_MS);
    // The start's round waits for the page's load, a moment and then an idle moment: the first
    // screen reads and paints the device's data without a round's writes re-reading and
    // re-rendering it meanwhile (a reload renders in transitions, whose yields look idle), nor
    // waits for the network.
    let idleId: number | undefined;
    let timer: number | undefined;
    const startRound = () => {
      timer = window.setTimeout(() => {
        if (typeof requestIdleCallback === 'function') {
          idleId = requestIdleCallback(run, { timeout: START_ROUND_TIMEOUT_MS });
        } else {
          run();
        }
      }, START_ROUND_AFTER_LOAD_MS);
    };
    if (startsRoundAtOnce()) run();
    else if (document.readyState === 'complete') startRound();
    else window.addEventListener('load', startRound, { once: true });
    window.addEventListener('online', run);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('load', startRound);
      if (timer !== undefined) clearTimeout(timer);
      if (idleId !== undefined) cancelIdleCallback(idleId);
      clearInterval(retry);
      window.removeEventListener('online', run);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [core]);
}
