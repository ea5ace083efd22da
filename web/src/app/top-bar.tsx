import { CloseButton, Drawer, Portal, Separator } from '@chakra-ui/react';
import type { User } from '@risema/finance-core/contract';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { BrandMark } from './brand-mark';
import { FrameButton } from './frame-button';
import { useFrameCss } from './frame-css';
import { NavList } from './nav-list';
import { UserPanel } from './user-panel';

/**
 * The navigation below the `md` breakpoint: a top bar whose menu button opens a drawer (Chakra's,
 * for its focus trap and return). The bar is plain elements styled by the frame's rules.
 */
export function TopBar({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const frameCss = useFrameCss();
  return (
    <header className="frame-top-bar" data-testid="top-bar">
      {/* Its menu and user panel render when it opens, not hidden with every screen. */}
      <Drawer.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        placement="start"
        lazyMount
        unmountOnExit
      >
        <Drawer.Trigger asChild>
          <FrameButton look="ghost" icon aria-label="Abrir menu">
            <Menu aria-hidden />
          </FrameButton>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            {/* Drawn outside the frame, so the frame's rules are set on it again. */}
            <Drawer.Content maxWidth="80vw" css={frameCss}>
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
    </header>
  );
}
