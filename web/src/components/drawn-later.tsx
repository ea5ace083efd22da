import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useDrawBeforePrint } from './use-draw-before-print';

/**
 * `children` drawn in a transition of their own, started in a task after the commit that mounts
 * this: a long screen (the Dashboard's gauges, then its cards, then its tables) commits in
 * pieces, each a short task with the browser free to paint and answer between them, instead of
 * one long task on a phone. Nested, they make more pieces. `fallback` (nothing by default; never
 * a figure) holds the place meanwhile; a print started before draws them at once.
 */
export function DrawnLater({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [drawn, setDrawn] = useState(false);
  const drawNow = useCallback(() => {
    setDrawn(true);
  }, []);
  useEffect(() => {
    if (drawn) return;
    const timer = setTimeout(() => {
      startTransition(drawNow);
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [drawn, drawNow]);
  useDrawBeforePrint(!drawn, drawNow);
  return drawn ? children : fallback;
}
