import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The look of the dashboard's gauges and cards, set once on the dashboard: they are plain
 * elements with these class names, so a phone does not resolve, hash and insert the styles of
 * each of their dozens of Chakra components on its return visit.
 */
export const DASHBOARD_CSS: SystemStyleObject = {
  '& .gauge': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: '1',
    borderWidth: '1px',
    rounded: 'lg',
    p: '3',
    _print: { p: '1.5', gap: '0' },
  },
  '& .gauge-title': { display: 'flex', alignItems: 'center', gap: '1', minHeight: '2.5rem' },
  '& .gauge-label': { fontSize: 'sm', fontWeight: 'medium' },
  '& .gauge-source': { display: 'block', fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' },
  '& .gauge-dial': { width: 'full', maxWidth: '10rem', _print: { maxWidth: '6.5rem' } },
  '& .gauge-value': { fontSize: 'xl', fontWeight: 'bold', mt: '-4' },
  '& .gauge-previous': { fontSize: 'xs', color: 'fg.muted' },
  '& .figure-card': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    borderWidth: '1px',
    rounded: 'lg',
    p: '4',
    _print: { p: '2' },
  },
  '& .figure-title': { display: 'flex', alignItems: 'center', gap: '1' },
  '& .figure-previous': { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  '& .figure-muted': { fontSize: 'sm', color: 'fg.muted' },
  '& .figure-value': {
    fontSize: { base: 'xl', md: '2xl' },
    fontWeight: 'bold',
    whiteSpace: 'nowrap',
  },
  // Chakra's Badge (its recipe's base, variant subtle, size sm), in the palette of the tone.
  '& .change-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    gap: '1',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
  },
  '& .change-badge[data-palette="green"]': { colorPalette: 'green' },
  '& .change-badge[data-palette="red"]': { colorPalette: 'red' },
  '& .change-badge[data-palette="gray"]': { colorPalette: 'gray' },
};
