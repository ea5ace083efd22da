import type { Role } from '@risema/finance-core/contract';
import { Navigate, Outlet } from 'react-router';
import { AccessDenied } from '../components/access-denied';
import { LOGIN_PATH } from '../data/auth/home-path';
import { useSession } from '../data/hooks/use-session';
import { routeAccess } from './route-access';

/**
 * Guards the nested routes: signed-out visitors go to the login screen, a wrong role sees
 * `Acesso Negado` (SPEC.md §2). The server checks every permission again on its side.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const session = useSession();
  switch (routeAccess(session?.user.role, roles)) {
    case 'sign-in':
      return <Navigate to={LOGIN_PATH} replace />;
    case 'denied':
      return <AccessDenied />;
    case 'allowed':
      return <Outlet />;
  }
}
