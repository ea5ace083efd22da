import { useLiveQuery } from './use-live-query';
import type { SyncState } from '../db';
import { useServices } from '../services-context';
import { useSession } from './use-session';

/**
 * The sync state of the signed-in user: `undefined` while reading, `null` before any pull has
 * reached this device, otherwise the cursor and when the last pull finished.
 */
export function useSyncState(): SyncState | null | undefined {
  const { db } = useServices();
  const userId = useSession()?.user.id ?? null;
  return useLiveQuery(
    async () => (userId ? ((await db.syncState.get(userId)) ?? null) : null),
    [db, userId],
  );
}
