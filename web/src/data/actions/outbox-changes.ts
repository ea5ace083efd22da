import type { ActionContext } from './action-context';
import { requireSession } from './action-context';
import { discardOutboxEntry, retryOutboxEntry } from '../sync/outbox';

/** Sends a refused change again (`Tentar de novo`): back in the queue, then a sync round. */
export async function retryChange(ctx: ActionContext, entryId: string): Promise<void> {
  const session = requireSession(ctx);
  await retryOutboxEntry(ctx.db, session.user.id, entryId);
  ctx.requestSync();
}

/** Drops a waiting change at the user's request (`Descartar`); the next pull restores the cache. */
export async function discardChange(ctx: ActionContext, entryId: string): Promise<void> {
  const session = requireSession(ctx);
  await discardOutboxEntry(ctx.db, session.user.id, entryId);
  ctx.requestSync();
}
