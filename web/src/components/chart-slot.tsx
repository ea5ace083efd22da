import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
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

/** How near the screen (below or above it) a slot starts to draw its chart. */
const NEAR_SCREEN = '50% 0px';

/**
 * Whether the element has come near the screen (stays true). Below the fold, a chart waits for
 * the user's scroll: a phone opening the dashboard shows gauges and cards, and building a chart
 * there would be a long task of a screen nobody sees yet.
 */
function useNearScreen(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers), every place counts as near.
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near]);
  return [ref, near];
}

/**
 * Draws `children` (a chart) once its place is near the screen and the screen around it has
 * painted, one chart per task: a chart.js chart measures the page and draws in one piece (a
 * phone's long task), so building several with the figures they sit beside held a cold start's
 * first paint and made each chart's measure force the whole page's layout. `fallback` (a skeleton
 * of the chart's size) holds its place meanwhile. A print started before its turn draws it at
 * once.
 */
export function ChartSlot({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [place, near] = useNearScreen();
  const drawNow = useCallback(() => {
    setOpen(true);
  }, []);
  useEffect(() => {
    if (open || !near) return;
    return takeTurn(drawNow);
  }, [open, near, drawNow]);
  useDrawBeforePrint(!open, drawNow);
  return (
    <div ref={place} data-chart-slot={open ? 'drawn' : 'waiting'}>
      {open ? children : fallback}
    </div>
  );
}
