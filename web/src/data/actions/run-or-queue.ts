import { isTransientError } from '../api-error';
import type { ActionContext, ActionResult } from './action-context';

/** Why a change went to the outbox: the network failure of a direct attempt, or none (offline). */
export interface QueueReason {
  error: string | null;
  attempts: number;
}

/**
 * The offline-capable mutation of DESIGN.md §6: online, `send` to the server now (and ask for a
 * sync round); offline, or when the attempt fails by network or a 5xx, `queue` it in the outbox
 * with that failure. A refusal by the server (4xx) is the caller's to show, never queued.
 */
export async function runOrQueue<T>(
  ctx: ActionContext,
  action: {
    entryId: string;
    send(): Promise<T>;
    queue(reason: QueueReason): Promise<void>;
  },
): Promise<ActionResult<T>> {
  let reason: QueueReason = { error: null, attempts: 0 };
  if (ctx.isOnline()) {
    try {
      const value = await action.send();
      ctx.requestSync();
      return { status: 'done', value };
    } catch (error) {
      if (!isTransientError(error) || !(error instanceof Error)) throw error;
      reason = { error: error.message, attempts: 1 };
    }
  }
  await action.queue(reason);
  return { status: 'queued', entryId: action.entryId };
}
