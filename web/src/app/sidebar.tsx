import type { User } from '@risema/finance-core/contract';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { BrandMark } from './brand-mark';
import { FrameButton } from './frame-button';
import { NavList } from './nav-list';
import { useUi } from './ui';
import { uiStore } from './ui';
import { UserPanel } from './user-panel';

/**
 * The navigation from the `md` breakpoint up: collapsible to icons only (64 px collapsed, 256 px
 * expanded, docs/design.md §4.2). Plain elements styled by the frame's rules (frame-css.ts).
 */
export function Sidebar({ user }: { user: User }) {
  const collapsed = useUi((state) => state.sidebarCollapsed);
  return (
    <aside className="frame-sidebar" data-testid="sidebar" data-collapsed={collapsed || undefined}>
      <div className="frame-sidebar-inner">
        <div className="frame-sidebar-head">
          {collapsed ? null : <BrandMark />}
          <FrameButton
            look="ghost-sm"
            icon
            aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
            aria-expanded={!collapsed}
            aria-controls="menu-principal"
            onClick={() => uiStore.getState().toggleSidebar()}
          >
            {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
          </FrameButton>
        </div>
        <nav className="frame-nav" id="menu-principal" aria-label="Menu principal">
          <NavList role={user.role} collapsed={collapsed} />
        </nav>
        <span className="frame-separator" role="separator" aria-orientation="horizontal" />
        <UserPanel user={user} collapsed={collapsed} />
      </div>
    </aside>
  );
}
