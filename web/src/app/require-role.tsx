import type { Role } from '@risema/finance-core/contract';
import { Navigate, Outlet } from 'react-router';
import { AccessDenied } from '../components/access-denied';
import { useSession } from '../data/hooks/use-session';
import { routeAccess } from './route-access';
import { CHANGE_PASSWORD_PATH, LOGIN_PATH } from './paths';

/**
 * Guards the nested routes: signed-out visitors go to the login screen, a user who must change
 * their password goes to that screen first, a wrong role sees `Acesso Negado` (docs/product.md §2). The
 * server checks every permission again on its side.
 */
export function RequireRole({
  roles,
  beforePasswordChange = false,
}: {
  roles: readonly Role[];
  beforePasswordChange?: boolean;
}) {
  const session = useSession();
  switch (routeAccess(session?.user, roles, { beforePasswordChange })) {
    case 'sign-in':
      return <Navigate to={LOGIN_PATH} replace />;
    case 'change-password':
      return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
    case 'denied':
      return <AccessDenied />;
    case 'allowed':
      return <Outlet />;
  }
}
