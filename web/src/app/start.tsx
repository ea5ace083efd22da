import type { LoginRequest, User } from '@risema/finance-core/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { signIn } from '../data/auth/sign-in';
import type { CoreServices } from '../data/service-types';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY, hasStoredSession, storedRole } from '../stores/auth-keys';
import { guardedRouteAt } from './guarded-route';
import { nextTask } from './next-task';
import { LOGIN_PATH, homePathFor } from './paths';
import { StandaloneLogin } from './standalone-login';
import {
  forgetStyleSnapshot,
  restoreStyleSnapshot,
  saveStyleSnapshotOnHide,
} from './style-snapshot';
import { START_MARKS, markOnce, warmStart } from './warm-start';

/**
 * Whether a signed-out visitor opening `path` lands on the login screen: `/login` itself, `/`
 * and every page only signed-in users may open (docs/product.md §2).
 */
export function landsOnLogin(path: string): boolean {
  return path === LOGIN_PATH || path === '/' || guardedRouteAt(path) !== undefined;
}

let core: Promise<CoreServices> | undefined;

/**
 * The page's core services (session, API), made once: their code (the contract's schemas
 * among it) loads with the first need of them, which a signed-out visitor's first screen
 * does not have.
 */
function loadCore(storage: Storage): Promise<CoreServices> {
  core ??= Promise.all([import('../data/core-services'), import('../stores/auth-store')]).then(
    ([services, auth]) => {
      const created = services.createCoreServices({ storage });
      auth.followStorageEvents(created.auth, storage, window);
      created.auth.subscribe((state) => {
        if (!state.session) forgetStyleSnapshot(storage);
      });
      markOnce(START_MARKS.core);
      return created;
    },
  );
  return core;
}

/**
 * Loads the whole app (router, theme, toasts, sync triggers) and renders it into `root`, answering
 * once it is on screen: the app's code, the core services, the first screen's code and the data
 * layer's all load side by side from here, and the local database opens as soon as the core
 * services are there (warm-start.ts).
 */
async function renderApp(root: Root, storage: Storage): Promise<void> {
  // Before the app's code (emotion among it) loads: emotion takes these styles as its own.
  const build = import.meta.url;
  const restored = restoreStyleSnapshot(storage, document, build);
  saveStyleSnapshotOnHide(storage, window, build, restored);
  const app = import('./app').then((code) => {
    markOnce(START_MARKS.appCode);
    return code;
  });
  const core = loadCore(storage);
  warmStart(storedRole(storage), window.location.pathname, core);
  const services = await core;
  const { App, prepareAppSystem } = await app;
  // The theme's global CSS parsed in a task of its own (not at the end of the one that evaluated
  // the app's code), then the theme's system made a step per task, ahead of the first render.
  await nextTask();
  await prepareAppSystem();
  // A transition: the first screen (theme, frame, page) renders in slices, yielding to the
  // browser between them, never in one long task that holds a phone's taps and scrolls. The
  // answer waits for its commit: a message shown after sign-in finds the app's toasts mounted.
  await new Promise<void>((shown) => {
    startTransition(() => {
      root.render(
        <StrictMode>
          <App
            core={services}
            onShown={() => {
              markOnce(START_MARKS.shown);
              shown();
            }}
          />
        </StrictMode>,
      );
    });
  });
}

/**
 * Opens the app in `container`. A signed-out visitor bound for the login screen gets it alone,
 * hydrating the screen login.html painted when it is there: React and the login screen, not the
 * router, the theme, the contract's schemas nor the data layer, which load at sign-in. Everyone
 * else gets the whole app at once.
 */
export function start(container: HTMLElement, storage: Storage): void {
  const path = window.location.pathname;
  if (hasStoredSession(storage) || !landsOnLogin(path)) {
    renderApp(createRoot(container), storage).catch((error: unknown) =>
      console.error('The app could not load', error),
    );
    return;
  }
  if (path !== LOGIN_PATH) window.history.replaceState(null, '', LOGIN_PATH);

  let entered: Promise<void> | undefined;
  // Signed in here or in another tab: on to the user's page, in the whole app.
  const enterApp = (user: User): Promise<void> => {
    entered ??= (() => {
      const home = homePathFor(user.role);
      window.history.replaceState(null, '', home);
      return renderApp(root, storage).catch((error: unknown) => {
        // The app's code could not load (the connection dropped): a full load of the page.
        console.error('The app could not load', error);
        window.location.assign(home);
      });
    })();
    return entered;
  };
  const follow = (services: CoreServices) => {
    const session = services.auth.getState().session;
    if (session) void enterApp(session.user);
    services.auth.subscribe((state) => {
      if (state.session) void enterApp(state.session.user);
    });
  };
  const signInHere = async (credentials: LoginRequest): Promise<User> =>
    signIn(await loadCore(storage), credentials);
  // Another tab's sign-in: its session, read by the auth store once both keys are written.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_TOKEN_KEY && event.key !== AUTH_USER_KEY) return;
    if (!hasStoredSession(storage)) return;
    window.removeEventListener('storage', onStorage);
    loadCore(storage)
      .then(follow)
      .catch((error: unknown) => console.error('The session could not load', error));
  };
  window.addEventListener('storage', onStorage);

  const login = (
    <StrictMode>
      <StandaloneLogin signIn={signInHere} onSignedIn={enterApp} />
    </StrictMode>
  );
  let root: Root;
  if (container.firstElementChild) {
    // In a transition: React hydrates in slices and yields to the browser between them, so
    // taking over the painted screen holds the main thread in no long task.
    startTransition(() => {
      root = hydrateRoot(container, login, {
        onRecoverableError: (error) => console.error('The login screen was redrawn', error),
      });
    });
  } else {
    root = createRoot(container);
    root.render(login);
  }
}
