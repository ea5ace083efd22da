import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The ids that tie a tab to its panel (the tab's `aria-controls`, the panel's label). */
export const TAB_IDS = {
  trigger: (value: string) => `company-tab-${value}`,
  content: (value: string) => `company-panel-${value}`,
} as const;

// A kept panel while another tab is shown: no box, and its content skipped by the browser's
// style, layout and paint while keeping what they last computed (`display: none`, the `hidden`
// attribute's style, would throw that away and make the next showing lay out every row again).
const HIDDEN_PANEL = {
  contentVisibility: 'hidden',
  height: '0',
  paddingTop: '0',
} as const;

/**
 * A tab's panel of the company view. Panels stay mounted once visited (see `KeptTab`): a hidden
 * one is out of the accessibility tree (`aria-hidden` on the panel; the browser and axe also
 * leave out content under `content-visibility: hidden`), of the layout and of print
 * (`data-kept-hidden`, see print-styles), and out of the tab order: the panel itself is no tab
 * stop, and skipped content cannot take the focus. Not `inert`: inertness is inherited style, so
 * toggling it would restyle every element of the tab at each switch (the tab-switch outlier we
 * removed). The panels sit outside the tabs' root on purpose: a switch changes the tabs' context,
 * and React would search every kept panel's tree for its readers.
 */
export function TabPanel({
  value,
  shown,
  children,
}: {
  value: string;
  shown: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      role="tabpanel"
      id={TAB_IDS.content(value)}
      aria-labelledby={TAB_IDS.trigger(value)}
      // As the tabs' own panels: the shown one is focusable (a tab stop after the tabs); a
      // hidden one is not (axe: aria-hidden-focus).
      tabIndex={shown ? 0 : undefined}
      width="100%"
      pt="4"
      focusVisibleRing="inside"
      aria-hidden={shown ? undefined : true}
      data-kept-hidden={shown ? undefined : ''}
      css={shown ? undefined : HIDDEN_PANEL}
    >
      {children}
    </Box>
  );
}
