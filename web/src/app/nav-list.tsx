import { Box, Flex, Portal, Text, Tooltip } from '@chakra-ui/react';
import type { Role } from '@risema/finance-core/contract';
import { Link, useLocation } from 'react-router';
import type { NavEntry } from './routes';
import { NAV_ICONS } from './nav-icons';
import { currentNavEntry } from './nav-entries';
import { navEntriesFor } from './routes';

/**
 * The role's menu entries. The current one carries `aria-current="page"`. Collapsed, entries show
 * their icon only, keep their name as the accessible label and show it as a tooltip.
 */
export function NavList(props: { role: Role; collapsed?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const entries = navEntriesFor(props.role);
  const current = currentNavEntry(entries, pathname);
  return (
    <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="1">
      {entries.map((entry) => (
        <li key={entry.to}>
          <NavItem
            entry={entry}
            current={entry === current}
            collapsed={props.collapsed ?? false}
            onNavigate={props.onNavigate}
          />
        </li>
      ))}
    </Box>
  );
}

function NavItem(props: {
  entry: NavEntry;
  current: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { entry, current, collapsed } = props;
  const Icon = NAV_ICONS[entry.icon];
  const link = (
    <Flex
      asChild
      align="center"
      gap="3"
      minHeight="10"
      px={collapsed ? '0' : '3'}
      justify={collapsed ? 'center' : 'flex-start'}
      rounded="md"
      fontWeight="medium"
      color={current ? 'brand.fg' : 'fg.muted'}
      bg={current ? 'brand.subtle' : 'transparent'}
      _hover={{ bg: current ? 'brand.muted' : 'bg.muted', color: current ? 'brand.fg' : 'fg' }}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      }}
    >
      <Link
        to={entry.to}
        aria-current={current ? 'page' : undefined}
        aria-label={collapsed ? entry.label : undefined}
        onClick={props.onNavigate}
      >
        <Icon size={20} aria-hidden />
        {collapsed ? null : <Text as="span">{entry.label}</Text>}
      </Link>
    </Flex>
  );
  if (!collapsed) return link;
  return (
    <Tooltip.Root openDelay={700} closeDelay={0} positioning={{ placement: 'right' }}>
      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{entry.label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
