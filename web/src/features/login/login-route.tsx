import type { LoginRequest } from '@risema/finance-core/contract';
import { Navigate, useNavigate } from 'react-router';
import { homePathFor } from '../../app/paths';
import { signIn } from '../../data/auth/sign-in';
import { useSession } from '../../data/hooks/use-session';
import { useCore } from '../../data/services-context';
import { LoginScreen } from './login-screen';

/**
 * `/login` inside the app (after a sign-out, or a visitor sent there from another page): the login
 * screen; after sign-in, the user's page. Signed-in users move on at once (docs/product.md §2).
 */
export default function LoginRoute() {
  const core = useCore();
  const navigate = useNavigate();
  const session = useSession();
  if (session) return <Navigate to={homePathFor(session.user.role)} replace />;
  return (
    <LoginScreen
      signIn={(credentials: LoginRequest) => signIn(core, credentials)}
      onSignedIn={(user) => navigate(homePathFor(user.role), { replace: true })}
    />
  );
}
