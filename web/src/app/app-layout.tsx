import { Box, Center, Spinner } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../data/hooks/use-session';

const SignedInFrame = lazy(async () => ({
  default: (await import('./signed-in-frame')).SignedInFrame,
}));

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
      <SignedInFrame user={session.user} />
    </Suspense>
  );
}
