import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { toastRequests } from '../components/notify';
import { LoginScreen } from '../features/login/login-screen';
import type { LoginScreenProps } from '../features/login/login-screen';
import { serviceWorkerState } from './service-worker-state';

const LoginExtras = lazy(async () => ({ default: (await import('./login-extras')).LoginExtras }));

/**
 * The login screen of a signed-out visitor's first screen, before the app (router, theme, data
 * layer) is loaded: the build renders it into login.html and the page hydrates it. The toasts and
 * the new-version prompt (with the app's theme) load only when one of them has something to show.
 */
export function StandaloneLogin(props: LoginScreenProps) {
  const toasts = useSyncExternalStore(
    toastRequests.subscribe,
    toastRequests.requested,
    () => false,
  );
  const needRefresh = useStore(serviceWorkerState, (state) => state.needRefresh);
  return (
    <>
      <main>
        <LoginScreen signIn={props.signIn} onSignedIn={props.onSignedIn} />
      </main>
      {toasts || needRefresh ? (
        <Suspense fallback={null}>
          <LoginExtras />
        </Suspense>
      ) : null}
    </>
  );
}
