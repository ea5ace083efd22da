import { CloseButton, Drawer, Flex, IconButton, Portal, Separator } from '@chakra-ui/react';
import type { User } from '@risema/finance-core/contract';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { BrandMark } from './brand-mark';
import { NavList } from './nav-list';
import { UserPanel } from './user-panel';

/** The navigation below the `md` breakpoint: a top bar whose menu button opens a drawer. */
export function TopBar({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <Flex
      as="header"
      data-testid="top-bar"
      display={{ base: 'flex', md: 'none' }}
      align="center"
      gap="2"
      position="sticky"
      top="0"
      zIndex="sticky"
      height="14"
      px="2"
      bg="bg"
      borderBottomWidth="1px"
    >
      {/* Its menu and user panel render when it opens, not hidden with every screen. */}
      <Drawer.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        placement="start"
        lazyMount
        unmountOnExit
      >
        <Drawer.Trigger asChild>
          <IconButton aria-label="Abrir menu" variant="ghost">
            <Menu aria-hidden />
          </IconButton>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxWidth="80vw">
              <Drawer.Header>
                <Drawer.Title asChild>
                  <div>
                    <BrandMark />
                  </div>
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <nav aria-label="Menu principal">
                  <NavList role={user.role} onNavigate={() => setOpen(false)} />
                </nav>
              </Drawer.Body>
              <Drawer.Footer display="block">
                <Separator mb="4" />
                <UserPanel user={user} />
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton aria-label="Fechar menu" size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <BrandMark />
    </Flex>
  );
}
