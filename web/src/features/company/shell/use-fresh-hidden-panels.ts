import { useEffect } from 'react';
import type { RefObject } from 'react';

/** Selector of the kept panels hidden now (see TabPanel). */
const HIDDEN_PANELS = ':scope > [data-kept-hidden]';

/**
 * Keeps the hidden tab panels ready to be shown. A hidden panel's content is skipped by the
 * browser's style and layout (`content-visibility: hidden`), which keeps what they last computed;
 * but a tab drawn for the first time adds style rules (Chakra writes them as components first
 * appear), the browser then restyles the whole page, and a skipped panel would pay for it — every
 * row laid out again — the next time it is shown. So after each switch, and when the shown panel
 * changes (its first content arriving), each hidden panel is brought up to date while the browser
 * is idle, one panel per idle period: a layout query inside a skipped subtree updates it and leaves
 * it skipped, and costs next to nothing when it is up to date.
 */
export function useFreshHiddenPanels(
  container: RefObject<HTMLElement | null>,
  shown: string | null,
): void {
  useEffect(() => {
    const root = container.current;
    if (!root || !('requestIdleCallback' in window)) return;
    let pending: HTMLElement[] = [];
    let idle: number | null = null;
    const next = () => {
      idle = null;
      const panel = pending.shift();
      if (!panel) return;
      if (panel.isConnected && panel.hasAttribute('data-kept-hidden')) {
        panel.firstElementChild?.getBoundingClientRect();
      }
      idle = window.requestIdleCallback(next);
    };
    const refresh = () => {
      pending = [...root.querySelectorAll<HTMLElement>(HIDDEN_PANELS)];
      idle ??= window.requestIdleCallback(next);
    };
    refresh();
    const observer = new MutationObserver(refresh);
    const current = root.querySelector(':scope > [role="tabpanel"]:not([data-kept-hidden])');
    if (current) observer.observe(current, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      if (idle !== null) window.cancelIdleCallback(idle);
    };
  }, [container, shown]);
}
