import { useEffect } from 'react';
import type { RefObject } from 'react';

/** The attribute set on a scroll area while its content is wider than it. */
export const SCROLLS_SIDEWAYS = 'data-scrolls';

/**
 * Marks the scroll area `data-scrolls` while its table is wider than it (the table slides
 * sideways), watching both sizes: a phone's `Todas as colunas`, a window made narrower. Styles
 * only a sliding table needs (the sticky first column) hang on the mark: a sticky cell per row
 * makes the browser paint and composite each one apart, which made showing a long table cost
 * several times a short one even where nothing slides. Set on the element, not in
 * React state: a change restyles the table, never draws it again.
 */
export function useSidewaysScrollMark(area: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = area.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      // A pixel of rounding is no scroll.
      element.toggleAttribute(SCROLLS_SIDEWAYS, element.scrollWidth > element.clientWidth + 1);
    });
    observer.observe(element);
    // The (first) table itself: a table in blocks has a block element around its tables,
    // whose width does not follow theirs.
    const table = element.querySelector('table');
    if (table) observer.observe(table);
    return () => {
      observer.disconnect();
    };
  }, [area]);
}
