/** localStorage key of the session token (docs/product.md §3: the token string as it is). */
export const AUTH_TOKEN_KEY = 'authToken';
/** localStorage key of the signed-in user (docs/product.md §3: the user as JSON). */
export const AUTH_USER_KEY = 'authUser';

/**
 * Whether both keys of a session are stored, without reading them further: what the first screen
 * needs to know before the auth store (app/start.tsx), which parses the user with the contract.
 */
export function hasStoredSession(storage: Storage): boolean {
  return storage.getItem(AUTH_TOKEN_KEY) !== null && storage.getItem(AUTH_USER_KEY) !== null;
}

const ROLES = ['admin', 'accountant', 'manager'] as const;

/**
 * The stored user's role, read without the contract (its schemas are not loaded yet when a
 * reload starts the first screen's code): only a hint of which page's code to fetch first. The
 * auth store validates the session itself; nothing is allowed or shown on this answer.
 */
export function storedRole(storage: Storage): (typeof ROLES)[number] | undefined {
  try {
    const user: unknown = JSON.parse(storage.getItem(AUTH_USER_KEY) ?? 'null');
    const role = typeof user === 'object' && user !== null && 'role' in user ? user.role : null;
    return ROLES.find((known) => known === role);
  } catch {
    return undefined;
  }
}
