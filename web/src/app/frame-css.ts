import { useRecipe } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import { useMemo } from 'react';

/**
 * The look of the signed-in frame (sidebar, top bar, menu, user panel, connection line), set
 * once on the frame: its parts are plain elements with these class names, so a reload does not
 * resolve, hash and insert the styles of each of their Chakra components (docs/design.md
 * decision 24). Its buttons and skip link take the styles of Chakra's own recipes, read from
 * the theme, so they look the same. The phone menu's drawer sets them again on its content,
 * which a portal draws outside the frame.
 */
export function useFrameCss(): SystemStyleObject {
  const button = useRecipe({ key: 'button' });
  const skipNavLink = useRecipe({ key: 'skipNavLink' });
  const separator = useRecipe({ key: 'separator' });
  return useMemo(
    () => ({
      '&.frame': { display: 'flex', minHeight: '100dvh' },
      '&.frame[data-bare]': { flexDirection: 'column' },
      // Above the sidebar, which is positioned too and comes later.
      '& .frame-skip': { ...skipNavLink({}), zIndex: 'skipNav' },
      '& .frame-column': { display: 'flex', flexDirection: 'column', flex: '1', minWidth: '0' },
      '& .frame-main': {
        flex: '1',
        width: 'full',
        maxWidth: '7xl',
        mx: 'auto',
        px: { base: '4', md: '8' },
        py: { base: '4', md: '6' },
      },
      '& .frame-header': {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        px: { base: '4', md: '8' },
        height: '14',
        bg: 'bg',
        borderBottomWidth: '1px',
      },
      // The aside stretches with the page, so its background and border span a long page's full
      // height; its content sticks to the viewport.
      '& .frame-sidebar': {
        display: { base: 'none', md: 'block' },
        flexShrink: '0',
        width: '256px',
        transition: 'width 0.2s ease',
        bg: 'bg',
        borderRightWidth: '1px',
      },
      '& .frame-sidebar[data-collapsed]': { width: '64px' },
      '& .frame-sidebar-inner': {
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        position: 'sticky',
        top: '0',
        height: '100dvh',
        px: '4',
        py: '4',
        overflowX: 'hidden',
      },
      '& .frame-sidebar[data-collapsed] .frame-sidebar-inner': { px: '2' },
      '& .frame-sidebar-head': {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '2',
      },
      '& .frame-sidebar[data-collapsed] .frame-sidebar-head': { justifyContent: 'center' },
      '& .frame-nav': { flex: '1' },
      '& .frame-separator': separator({}),
      '& .frame-top-bar': {
        display: { base: 'flex', md: 'none' },
        alignItems: 'center',
        gap: '2',
        position: 'sticky',
        top: '0',
        zIndex: 'sticky',
        height: '14',
        px: '2',
        bg: 'bg',
        borderBottomWidth: '1px',
      },
      '& .frame-brand': { display: 'flex', alignItems: 'center', gap: '2' },
      '& .frame-brand-logo': { boxSize: '8', objectFit: 'cover' },
      '& .frame-brand-name': { fontWeight: 'bold', fontSize: 'lg', letterSpacing: 'wide' },
      '& .frame-nav-list': {
        listStyleType: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: '1',
      },
      '& .frame-nav-link': {
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        minHeight: '10',
        px: '3',
        justifyContent: 'flex-start',
        rounded: 'md',
        fontWeight: 'medium',
        color: 'fg.muted',
        bg: 'transparent',
        _hover: { bg: 'bg.muted', color: 'fg' },
        _focusVisible: {
          outline: '2px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        },
      },
      '& .frame-nav-link[data-collapsed]': { px: '0', justifyContent: 'center' },
      '& .frame-nav-link[aria-current="page"]': {
        color: 'brand.fg',
        bg: 'brand.subtle',
        _hover: { bg: 'brand.muted', color: 'brand.fg' },
      },
      '& .frame-user': { display: 'flex', flexDirection: 'column', gap: '3' },
      '& .frame-user[data-collapsed]': { alignItems: 'center', gap: '2' },
      '& .frame-user-who': { minWidth: '0' },
      '& .frame-user-name': {
        fontWeight: 'semibold',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
      '& .frame-user-role': { fontSize: 'sm', color: 'fg.muted' },
      '& .frame-status': {
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        flexWrap: 'wrap',
        px: { base: '4', md: '8' },
        py: '0',
        bg: 'bg.muted',
        borderBottomWidth: '0',
        fontSize: 'sm',
      },
      '& .frame-status[data-visible]': { py: '2', borderBottomWidth: '1px' },
      '& .frame-status[data-tone="offline"]': { bg: 'orange.subtle' },
      '& .frame-status[data-tone="error"]': { bg: 'red.subtle' },
      '& .frame-status-part': { display: 'flex', alignItems: 'center', gap: '2' },
      '& .frame-status-offline': { fontWeight: 'semibold', color: 'orange.fg' },
      '& .frame-status-error': { color: 'fg.error' },
      '& .frame-button[data-look="ghost"]': button({ variant: 'ghost' }),
      '& .frame-button[data-look="ghost-sm"]': button({ variant: 'ghost', size: 'sm' }),
      '& .frame-button[data-look="outline"]': button({ variant: 'outline' }),
      '& .frame-button[data-look="outline-xs"]': button({ variant: 'outline', size: 'xs' }),
      // As Chakra's IconButton: the recipe's padding off, the icon a little larger.
      '& .frame-button[data-icon]': { px: '0', py: '0', _icon: { fontSize: '1.2em' } },
      '& .frame-button[data-wide]': { width: 'full' },
      '& .frame-button[data-start]': { justifyContent: 'flex-start' },
      '& .frame-button[data-wrap]': {
        whiteSpace: 'normal',
        textAlign: 'start',
        height: 'auto',
        minHeight: '10',
      },
    }),
    [button, skipNavLink, separator],
  );
}
