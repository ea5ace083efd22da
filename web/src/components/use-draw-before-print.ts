import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';

/**
 * While `pending`, a print calls `draw` and commits it synchronously, so what is drawn later on
 * screen (a chart's turn, a long table's remaining rows) is on the page when printing starts.
 * A layout effect, not a passive one that may run a frame later: a print started in the very
 * commit that shows the placeholder still gets the content.
 */
export function useDrawBeforePrint(pending: boolean, draw: () => void): void {
  useLayoutEffect(() => {
    if (!pending) return;
    const drawNow = () => {
      flushSync(draw);
    };
    window.addEventListener('beforeprint', drawNow);
    return () => {
      window.removeEventListener('beforeprint', drawNow);
    };
  }, [pending, draw]);
}
