import { useStartedLiveQuery } from './use-live-query';
import type { RisemaDb, SyncState } from '../db';
import { useServices } from '../services-context';
import type { LiveRead } from './started-live-query';
import { useSession } from './use-session';

/** The read of a user's sync state (null without a user or before any pull). */
export function syncStateRead(db: RisemaDb, userId: string | null): LiveRead<SyncState | null> {
  return {
    key: `sync-state:${userId ?? ''}`,
    read: async () => (userId ? ((await db.syncState.get(userId)) ?? null) : null),
  };
}

/**
 * The sync state of the signed-in user: `undefined` while reading, `null` before any pull has
 * reached this device, otherwise the cursor and when the last pull finished.
 */
export function useSyncState(): SyncState | null | undefined {
  const { db } = useServices();
  const userId = useSession()?.user.id ?? null;
  return useStartedLiveQuery(db, syncStateRead(db, userId));
}
