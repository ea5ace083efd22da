import { Center, Spinner } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { RedirectHome } from './redirect-home';
import { RequireRole } from './require-role';
import { RouteError } from './route-error';

/** A page whose code is loaded when first opened (route-level code splitting). */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const companies = page(() => import('../features/companies/companies-route'));

/** The routes of SPEC.md §2, each page lazy-loaded, guarded by role. */
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
        children: [
          { path: '/', element: <RedirectHome /> },
          { path: '/login', ...page(() => import('../features/login/login-route')) },
          {
            element: <RequireRole roles={['admin']} />,
            children: [
              { path: '/admin', ...page(() => import('../features/admin/admin-dashboard-route')) },
              {
                path: '/admin/licenses',
                ...page(() => import('../features/admin/licenses-route')),
              },
              {
                path: '/admin/accountants',
                ...page(() => import('../features/admin/accountants-route')),
              },
            ],
          },
          {
            element: <RequireRole roles={['admin', 'accountant']} />,
            children: [
              { path: '/admin/companies', ...companies },
              { path: '/companies', ...companies },
            ],
          },
          {
            element: <RequireRole roles={['accountant']} />,
            children: [
              {
                path: '/accountant',
                ...page(() => import('../features/accountant/accountant-dashboard-route')),
              },
            ],
          },
          {
            element: <RequireRole roles={['manager']} />,
            children: [
              { path: '/manager', ...page(() => import('../features/manager/manager-route')) },
            ],
          },
          {
            element: <RequireRole roles={['accountant', 'manager']} />,
            children: [
              { path: '/company/:id', ...page(() => import('../features/company/company-route')) },
            ],
          },
          { path: '*', ...page(() => import('../features/not-found/not-found-route')) },
        ],
      },
    ],
  },
];

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
