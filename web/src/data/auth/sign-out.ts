import type { AuthStore } from '../../stores/auth-store';
import type { ApiClient } from '../api-client';
import type { RisemaDb } from '../db';
import { clearCachedData } from '../db';

/** How long a logout waits for the server before signing out locally anyway. */
const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * Signs out: asks the server to revoke the session (`POST /api/auth/logout`, docs/design.md §4.9),
 * then clears the stored auth and the cached data; the store's listeners are notified. Without
 * network the local sign-out still happens (the server session then ends by expiry). The outbox
 * stays, under its user, for their next sign-in.
 */
export async function signOut(
  deps: { api: ApiClient; db: RisemaDb; auth: AuthStore },
  options: { callServer?: boolean } = {},
): Promise<void> {
  const session = deps.auth.getState().session;
  if (session && options.callServer !== false) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        deps.api.request('logout', { token: session.token }),
        new Promise((resolve) => {
          timer = setTimeout(resolve, LOGOUT_TIMEOUT_MS);
        }),
      ]);
    } catch {
      // Offline or already revoked: the local sign-out below is what the user asked for.
    } finally {
      clearTimeout(timer);
    }
  }
  // Only the session that asked is ended: another tab may have signed someone else in meanwhile,
  // and the cache is then theirs.
  if (deps.auth.getState().session?.token !== session?.token) return;
  deps.auth.getState().clear();
  await clearCachedData(deps.db);
}
