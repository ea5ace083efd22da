import { Box, Spinner } from '@chakra-ui/react';
import type { User } from '@risema/finance-core/contract';
import { Suspense, use } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { DataContext, useCore } from '../data/services-context';
import { BrandMark } from './brand-mark';
import { ConnectionStatus } from './connection-status';
import { useFrameCss } from './frame-css';
import { LogoutButton } from './logout-button';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** Where the skip link leads: the page's content. */
const CONTENT_ID = 'conteudo';

/**
 * The frame of a signed-in user's pages: the navigation (sidebar from `md`, top bar with a drawer
 * below), the connection line, and the page. Loaded after sign-in, so /login does not
 * carry it. Plain elements under one element that sets the frame's class rules (frame-css.ts).
 */
export function SignedInFrame({ user }: { user: User }) {
  const loading = useNavigation().state === 'loading';
  const frameCss = useFrameCss();
  // The local database opens once; until then the layout's Suspense shows a spinner.
  const data = use(useCore().loadData());
  if (user.mustChangePassword) {
    // Before a password set by someone else is changed: the form alone, no menu, no sync line.
    return (
      <DataContext value={data}>
        <Box className="frame" data-bare css={frameCss}>
          <header className="frame-header">
            <BrandMark />
            <div>
              <LogoutButton />
            </div>
          </header>
          <main className="frame-main">
            <Suspense fallback={<Spinner aria-label="A carregar" />}>
              <Outlet />
            </Suspense>
          </main>
        </Box>
      </DataContext>
    );
  }
  return (
    <DataContext value={data}>
      <Box className="frame" css={frameCss}>
        <a className="frame-skip" href={`#${CONTENT_ID}`}>
          Saltar para o conteúdo
        </a>
        <Sidebar user={user} />
        <div className="frame-column">
          <TopBar user={user} />
          <ConnectionStatus />
          {/* The skip link's target: focusable from the link, without an outline. */}
          <main
            className="frame-main"
            id={CONTENT_ID}
            tabIndex={-1}
            style={{ outline: 0 }}
            aria-busy={loading || undefined}
          >
            {loading ? (
              <Spinner
                size="sm"
                color="brand.solid"
                position="fixed"
                top="3"
                right="3"
                aria-label="A carregar"
              />
            ) : null}
            <Suspense fallback={<Spinner aria-label="A carregar" />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </Box>
    </DataContext>
  );
}
