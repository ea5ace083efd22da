import { Box, Flex, IconButton, Separator } from '@chakra-ui/react';
import type { User } from '@risema/finance-core/contract';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { BrandMark } from './brand-mark';
import { NavList } from './nav-list';
import { useUi } from './ui';
import { uiStore } from './ui';
import { UserPanel } from './user-panel';

/** Sidebar widths of docs/design.md §4.2. */
export const SIDEBAR_WIDTH = { collapsed: '64px', expanded: '256px' } as const;

/** The navigation from the `md` breakpoint up: collapsible to icons only. */
export function Sidebar({ user }: { user: User }) {
  const collapsed = useUi((state) => state.sidebarCollapsed);
  return (
    // The aside stretches with the page, so its background and border span a long page's full
    // height; its content sticks to the viewport.
    <Box
      as="aside"
      data-testid="sidebar"
      display={{ base: 'none', md: 'block' }}
      flexShrink="0"
      width={collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded}
      transition="width 0.2s ease"
      bg="bg"
      borderRightWidth="1px"
    >
      <Flex
        direction="column"
        gap="4"
        position="sticky"
        top="0"
        height="100dvh"
        px={collapsed ? '2' : '4'}
        py="4"
        overflowX="hidden"
      >
        <Flex align="center" justify={collapsed ? 'center' : 'space-between'} gap="2">
          {collapsed ? null : <BrandMark />}
          <IconButton
            aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
            aria-expanded={!collapsed}
            aria-controls="menu-principal"
            variant="ghost"
            size="sm"
            onClick={() => uiStore.getState().toggleSidebar()}
          >
            {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
          </IconButton>
        </Flex>
        <Box as="nav" id="menu-principal" aria-label="Menu principal" flex="1">
          <NavList role={user.role} collapsed={collapsed} />
        </Box>
        <Separator />
        <UserPanel user={user} collapsed={collapsed} />
      </Flex>
    </Box>
  );
}
