import { userSchema } from '@risema/finance-core/contract';
import type { User } from '@risema/finance-core/contract';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from './auth-keys';

export { AUTH_TOKEN_KEY, AUTH_USER_KEY } from './auth-keys';

/** A signed-in session: both parts are always present together (docs/product.md §4). */
export interface Session {
  token: string;
  user: User;
}

export interface AuthState {
  session: Session | null;
  /** Replaces the session and persists it; used after a successful login. */
  signIn(session: Session): void;
  /** Forgets the session and removes both stored keys. */
  clear(): void;
}

export type AuthStore = StoreApi<AuthState>;

/**
 * Reads the stored session. Restored only when both keys are present and the user parses with
 * the contract; anything else is treated as signed out and both keys are removed.
 */
export function readStoredSession(storage: Storage): Session | null {
  const session = peekStoredSession(storage);
  if (!session) removeStoredSession(storage);
  return session;
}

/** Reads the stored session without repairing the storage (for tabs that only follow). */
function peekStoredSession(storage: Storage): Session | null {
  const token = storage.getItem(AUTH_TOKEN_KEY);
  const user = token ? parseUser(storage.getItem(AUTH_USER_KEY)) : null;
  return token && user ? { token, user } : null;
}

function parseUser(raw: string | null): User | null {
  if (raw === null) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function removeStoredSession(storage: Storage): void {
  storage.removeItem(AUTH_TOKEN_KEY);
  storage.removeItem(AUTH_USER_KEY);
}

/**
 * The auth state, persisted in `storage` under `authToken` and `authUser`. Subscribers (zustand
 * listeners) are notified on every sign-in and sign-out.
 */
export function createAuthStore(storage: Storage): AuthStore {
  return createStore<AuthState>()((set) => ({
    session: readStoredSession(storage),
    signIn(session) {
      storage.setItem(AUTH_TOKEN_KEY, session.token);
      storage.setItem(AUTH_USER_KEY, JSON.stringify(session.user));
      set({ session });
    },
    clear() {
      removeStoredSession(storage);
      set({ session: null });
    },
  }));
}

/** How long a following tab waits for the other tab to finish writing both keys. */
const SETTLE_MS = 100;

/**
 * Keeps the store in step with other tabs of the same origin: a logout or a login elsewhere
 * changes the stored keys, and this tab follows once both keys have settled. A following tab
 * never writes the keys itself. Returns the unsubscribe function.
 */
export function followStorageEvents(
  store: AuthStore,
  storage: Storage,
  target: Window,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const adopt = () => {
    const stored = peekStoredSession(storage);
    const current = store.getState().session;
    if (stored?.token === current?.token && stored?.user.id === current?.user.id) return;
    store.setState({ session: stored });
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== AUTH_TOKEN_KEY && event.key !== AUTH_USER_KEY) return;
    clearTimeout(timer);
    timer = setTimeout(adopt, SETTLE_MS);
  };
  target.addEventListener('storage', onStorage);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('storage', onStorage);
  };
}

/** Whether the user is authenticated: both token and user exist (docs/product.md §4). */
export function isAuthenticated(state: Pick<AuthState, 'session'>): boolean {
  return state.session !== null;
}
