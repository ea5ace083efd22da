import { Box, Flex, SkipNavContent, SkipNavLink, Spinner } from '@chakra-ui/react';
import type { User } from '@risema/finance-core/contract';
import { Suspense, use } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { DataContext, useCore } from '../data/services-context';
import { BrandMark } from './brand-mark';
import { ConnectionStatus } from './connection-status';
import { LogoutButton } from './logout-button';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/**
 * The frame of a signed-in user's pages: the navigation (sidebar from `md`, top bar with a drawer
 * below), the connection line, and the page. Loaded after sign-in, so /login does not
 * carry it.
 */
export function SignedInFrame({ user }: { user: User }) {
  const loading = useNavigation().state === 'loading';
  // The local database opens once; until then the layout's Suspense shows a spinner.
  const data = use(useCore().loadData());
  if (user.mustChangePassword) {
    // Before a password set by someone else is changed: the form alone, no menu, no sync line.
    return (
      <DataContext value={data}>
        <Flex direction="column" minHeight="100dvh">
          <Flex
            as="header"
            align="center"
            justify="space-between"
            gap="3"
            px={{ base: '4', md: '8' }}
            height="14"
            bg="bg"
            borderBottomWidth="1px"
          >
            <BrandMark />
            <Box>
              <LogoutButton />
            </Box>
          </Flex>
          <Box
            as="main"
            flex="1"
            width="full"
            maxWidth="7xl"
            mx="auto"
            px={{ base: '4', md: '8' }}
            py={{ base: '4', md: '6' }}
          >
            <Suspense fallback={<Spinner aria-label="A carregar" />}>
              <Outlet />
            </Suspense>
          </Box>
        </Flex>
      </DataContext>
    );
  }
  return (
    <DataContext value={data}>
      <Flex minHeight="100dvh">
        {/* Above the sidebar, which is positioned too and comes later. */}
        <SkipNavLink zIndex="skipNav">Saltar para o conteúdo</SkipNavLink>
        <Sidebar user={user} />
        <Flex direction="column" flex="1" minWidth="0">
          <TopBar user={user} />
          <ConnectionStatus />
          <SkipNavContent asChild>
            <Box
              as="main"
              flex="1"
              width="full"
              maxWidth="7xl"
              mx="auto"
              px={{ base: '4', md: '8' }}
              py={{ base: '4', md: '6' }}
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
            </Box>
          </SkipNavContent>
        </Flex>
      </Flex>
    </DataContext>
  );
}
