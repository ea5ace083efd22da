import { Center, Spinner } from '@chakra-ui/react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { RedirectHome } from './redirect-home';
import { RequireRole } from './require-role';
import { RouteError } from './route-error';
import type { AppRoute } from './routes';
import { APP_ROUTES } from './routes';

/** A table route as a router route: its page lazy-loaded, behind its role guard if it has roles. */
function toRouteObject(route: AppRoute): RouteObject {
  const page: RouteObject = {
    path: route.path,
    lazy: async () => ({ Component: (await route.load()).default }),
  };
  if (!route.roles) return page;
  return {
    element: (
      <RequireRole roles={route.roles} beforePasswordChange={route.beforePasswordChange ?? false} />
    ),
    children: [page],
  };
}

/** The routes of docs/product.md §2 (from the route table), each page lazy-loaded, guarded by role. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: (
      <Center minHeight="100dvh">
        <Spinner color="brand.solid" aria-label="A carregar" />
      </Center>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [{ path: '/', element: <RedirectHome /> }, ...APP_ROUTES.map(toRouteObject)],
      },
    ],
  },
];

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
