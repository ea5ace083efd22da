import { isTransientError } from '../api-error';
import { enqueue, mustWaitBehindOutbox } from '../sync/outbox';
import type { OutboxOp } from '../sync/outbox-entry';
import type { CallFile, OutboxOperation } from '../sync/outbox-operation';
import type { ActionContext, ActionResult } from './action-context';
import { isStillSignedIn, requireSession } from './action-context';

/** What a call may bring besides its operation. */
export interface RunOrQueueOptions {
  /** The file the change carries (a workbook), sent now or kept in the outbox. */
  file?: CallFile;
  /**
   * The client id, also the `Idempotency-Key`, when the change was already tried under it (an
   * upload whose answer was lost): the server then answers its stored result instead of doing the
   * change twice. A fresh one by default.
   */
  id?: string;
}

/**
 * The offline-capable mutation of docs/design.md §6: online, the operation is sent now (and a sync
 * round is asked for); offline, or when the attempt fails by network or a 5xx, the change goes to
 * the outbox with that failure and shows in the cache. The replay later sends it with the very
 * same operation and idempotency key. A refusal by the server (4xx) is the caller's to show,
 * never queued.
 *
 * Order is kept: while older changes of the user wait in the outbox (offline work not yet sent, a
 * replay stopped by a lost answer), a new change queues behind them and a replay is asked for,
 * instead of overtaking them and being overwritten when they replay.
 */
export async function runOrQueue<Op extends OutboxOp, Result>(
  ctx: ActionContext,
  operation: OutboxOperation<Op, Result>,
  op: Op,
  options: RunOrQueueOptions = {},
): Promise<ActionResult<Result>> {
  const session = requireSession(ctx);
  const { file } = options;
  const entryId = options.id ?? crypto.randomUUID();
  let reason = { error: null as string | null, attempts: 0 };
  const queuedBehind =
    ctx.isOnline() && (await mustWaitBehindOutbox(ctx.db, session.user.id, op.companyId));
  if (ctx.isOnline() && !queuedBehind) {
    try {
      const value = await operation.send(
        {
          db: ctx.db,
          api: ctx.api,
          token: session.token,
          user: session.user,
          isCurrent: () => isStillSignedIn(ctx, session),
        },
        { id: entryId, file },
        op,
      );
      ctx.requestSync();
      return { status: 'done', value };
    } catch (error) {
      if (!isTransientError(error) || !(error instanceof Error)) throw error;
      reason = { error: error.message, attempts: 1 };
    }
  }
  const keepFile = file && (operation.keepsFile?.(op) ?? true);
  const entry = await enqueue(
    ctx.db,
    { id: entryId, userId: session.user.id, label: operation.label(op), op, ...reason },
    keepFile
      ? { name: file.name, type: file.data.type, data: await file.data.arrayBuffer() }
      : undefined,
  );
  await operation.applyLocally?.(ctx.db, entry, op, session.user);
  // Online behind older changes: the replay sends them, then this one, in order.
  if (queuedBehind) ctx.requestSync();
  return { status: 'queued', entryId };
}
