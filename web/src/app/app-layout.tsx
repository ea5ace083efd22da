import { Box, Center, Spinner } from '@chakra-ui/react';
import type { User } from '@risema/finance-core/contract';
import { Suspense, use } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../data/hooks/use-session';
import { loadFrameCode } from './frame-code';

/**
 * The signed-in frame, its code loaded on demand: at once when a reload's warm start has
 * loaded it already (no turn on the spinner), else behind the layout's Suspense.
 */
function LoadedFrame({ user }: { user: User }) {
  const { SignedInFrame } = use(loadFrameCode());
  return <SignedInFrame user={user} />;
}

/**
 * The frame of every page: a signed-in user gets the navigation and the connection line (loaded
 * on demand); a signed-out visitor sees the content alone (docs/product.md §2).
 */
export function AppLayout() {
  const session = useSession();
  if (!session) {
    return (
      <Box as="main" minHeight="100dvh">
        <Outlet />
      </Box>
    );
  }
  return (
    <Suspense
      fallback={
        <Center minHeight="100dvh">
          <Spinner color="brand.solid" aria-label="A carregar" />
        </Center>
      }
    >
      <LoadedFrame user={session.user} />
    </Suspense>
  );
}
