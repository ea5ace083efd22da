import { useLayoutEffect } from 'react';
import { Global } from '@emotion/react';
import type { RefObject } from 'react';
import { whenIdle } from './use-rows-in-steps';

/**
 * Marks the `tbody` of a long table's rows past its first screens (see StatementTable). While
 * its tab is kept hidden, those rows are out of the layout (LaterRowsStyles: `display: none` on
 * screen under `[data-kept-hidden]`); when the tab is shown again they stay out for its first frame
 * (`data-rows-pending`) and come back once the browser is idle. The rows stay in the page all
 * along; the switch back paints the first screens only, as a first visit does, instead of every
 * row within the browser's paint margin (thousands of pixels below the screen): the long FSE
 * table was the slowest tab to switch to.
 */
export const LATER_ROWS = 'data-rows-later';

/** Rows painted with a tab shown again: more than a tall screen shows (the later ones wait). */
export const FIRST_SCREEN_ROWS = 40;

// On screen only: a print shows every row (and prints the shown tab alone, see print-styles).
const LATER_ROWS_CSS = `
@media screen {
  [data-kept-hidden] tbody[${LATER_ROWS}], tbody[${LATER_ROWS}][data-rows-pending] { display: none; }
}
`;

/** The rule of LATER_ROWS, once for the company view (beside its print style sheet). */
export function LaterRowsStyles() {
  return <Global styles={LATER_ROWS_CSS} />;
}

/**
 * A kept tab's panel: each time it is shown, the later rows of its tables are drawn just after
 * the first frame (see LATER_ROWS). A layout effect: marked before the browser draws the frame.
 */
export function useLaterRowsAfterShowing(
  panel: RefObject<HTMLElement | null>,
  shown: boolean,
): void {
  useLayoutEffect(() => {
    const root = panel.current;
    if (!shown || !root) return;
    const later = [...root.querySelectorAll<HTMLElement>(`tbody[${LATER_ROWS}]`)];
    if (later.length === 0) return;
    const show = () => {
      for (const body of later) body.removeAttribute('data-rows-pending');
    };
    for (const body of later) body.setAttribute('data-rows-pending', '');
    const cancel = whenIdle(show);
    return () => {
      // Hidden again first: its rows are left out by the hidden panel's rule.
      cancel();
      show();
    };
  }, [panel, shown]);
}
