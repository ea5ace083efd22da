import { useLiveQuery } from './use-live-query';
import type { OutboxEntry } from '../sync/outbox-entry';
import { outboxEntriesOf } from '../sync/outbox';
import { useServices } from '../services-context';
import { useSession } from './use-session';

/** The signed-in user's changes waiting for the server, oldest first (live). */
export function useOutbox(): OutboxEntry[] {
  const { db } = useServices();
  const userId = useSession()?.user.id ?? null;
  return useLiveQuery(() => (userId ? outboxEntriesOf(db, userId) : []), [db, userId]) ?? [];
}
