import { startTransition, useCallback, useEffect, useState } from 'react';
import { useDrawBeforePrint } from '../../../components/use-draw-before-print';

/** Rows drawn with the tab itself: more than a tall screen shows above the fold. */
export const FIRST_ROWS = 60;

/** Runs `task` once the browser is idle after the coming frame; answers a cancel. */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 500 });
    return () => {
      window.cancelIdleCallback(id);
    };
  }
  const timer = setTimeout(task, 50);
  return () => {
    clearTimeout(timer);
  };
}

/**
 * How many of a long table's `total` rows to draw now: the first FIRST_ROWS with the tab, the
 * rest once the browser is idle after that frame, as a low-priority update (a click on another
 * tab meanwhile interrupts it instead of waiting for hundreds of rows to be laid out). Printing
 * draws every row first. `enabled` false draws every row at once (the management report).
 */
export function useRowsInSteps(total: number, enabled = true): number {
  const [all, setAll] = useState(false);
  const drawAll = useCallback(() => {
    setAll(true);
  }, []);
  const complete = !enabled || all || total <= FIRST_ROWS;
  useEffect(() => {
    if (complete) return;
    return whenIdle(() => {
      startTransition(() => {
        setAll(true);
      });
    });
  }, [complete]);
  useDrawBeforePrint(!complete, drawAll);
  return complete ? total : FIRST_ROWS;
}
