import { Navigate } from 'react-router';
import { homePathFor } from './paths';
import { useSession } from '../data/hooks/use-session';

/** `/`: each role to its dashboard, visitors to the login screen (docs/product.md §2). */
export function RedirectHome() {
  const session = useSession();
  return <Navigate to={homePathFor(session?.user.role)} replace />;
}
