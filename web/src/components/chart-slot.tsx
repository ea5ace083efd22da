import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useDrawBeforePrint } from './use-draw-before-print';

/** Resolves in a task after the browser's next frame (the screen so far painted, its layout clean). */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}

/** The charts' turns: each opens a frame after the one before it. */
let turns: Promise<void> = Promise.resolve();

/** Waits for this slot's turn; answers a cancel that leaves the queue moving. */
function takeTurn(open: () => void): () => void {
  let cancelled = false;
  turns = turns
    .then(afterNextFrame)
    .then(() => {
      if (!cancelled) open();
    })
    // The chart's own drawing runs in its effects after the commit that `open` causes: the next
    // turn waits for the frame after it.
    .then(afterNextFrame);
  return () => {
    cancelled = true;
  };
}

/**
 * Draws `children` (a chart) after the screen around it has painted, one chart per task: a
 * chart.js chart measures the page and draws in one piece (a phone's long task), so building
 * several with the figures they sit beside held a cold start's first paint and made each chart's
 * measure force the whole page's layout. `fallback` (a skeleton of the chart's size) holds its
 * place meanwhile. A print started before its turn draws it at once.
 */
export function ChartSlot({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [open, setOpen] = useState(false);
  const drawNow = useCallback(() => {
    setOpen(true);
  }, []);
  useEffect(() => {
    if (open) return;
    return takeTurn(drawNow);
  }, [open, drawNow]);
  useDrawBeforePrint(!open, drawNow);
  return open ? children : fallback;
}
