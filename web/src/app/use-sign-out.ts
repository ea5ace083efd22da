import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from './paths';
import { useServices } from '../data/services-context';

/** Signs out (server, stored auth, cached data) and goes to the login screen. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const services = useServices();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const run = useCallback(async () => {
    setSigningOut(true);
    try {
      await services.signOut();
      await navigate(LOGIN_PATH, { replace: true });
    } finally {
      setSigningOut(false);
    }
  }, [services, navigate]);
  return { signOut: run, signingOut };
}
