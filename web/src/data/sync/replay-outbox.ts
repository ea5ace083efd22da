import { ApiError } from '../api-error';
import { completeOutboxEntry, outboxEntriesOf } from './outbox';
import type { ReplayContext } from './outbox-operation';
import { sendOutboxEntry } from './operations';

export interface ReplayResult {
  /** Entries the server took (removed from the outbox). */
  sent: number;
  /** Entries refused by the server in this round (kept, with its message). */
  refused: number;
  /** Entries left waiting (behind a failure, or held behind a refused change of the same company). */
  waiting: number;
  /** The transient failure that stopped the round (network, 5xx, lost session), if any. */
  stoppedBy: ApiError | null;
}

/**
 * Sends the user's outbox in order, under that user's own token. A refusal (4xx) stays in the
 * outbox with the server's message, and later changes to the same company wait behind it; a
 * transient failure stops the round so that order is kept, and the next round starts over.
 */
export async function replayOutbox(ctx: ReplayContext): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, refused: 0, waiting: 0, stoppedBy: null };
  const entries = await outboxEntriesOf(ctx.db, ctx.user.id);
  const heldCompanies = new Set<string>();

  for (const [index, entry] of entries.entries()) {
    if (!ctx.isCurrent()) {
      result.waiting += entries.length - index;
      break;
    }
    if (entry.status === 'refused') {
      heldCompanies.add(entry.op.companyId);
      continue;
    }
    if (heldCompanies.has(entry.op.companyId)) {
      result.waiting += 1;
      continue;
    }
    const attemptAt = new Date().toISOString();
    try {
      await sendOutboxEntry(ctx, entry);
      await completeOutboxEntry(ctx.db, entry.id);
      result.sent += 1;
    } catch (error) {
      const failure = error instanceof ApiError ? error : unexpected(error);
      const refused = failure.isRefusal;
      await ctx.db.outbox
        .where('id')
        .equals(entry.id)
        .modify({
          status: refused ? 'refused' : 'pending',
          error: failure.message,
          errorStatus: failure.status || null,
          attempts: entry.attempts + 1,
          lastAttemptAt: attemptAt,
        });
      if (refused) {
        result.refused += 1;
        heldCompanies.add(entry.op.companyId);
        continue;
      }
      result.stoppedBy = failure;
      result.waiting += entries.length - index;
      break;
    }
  }
  return result;
}

/** A failure that is no answer of the server (a bug, storage trouble): kept and tried again later. */
function unexpected(error: unknown): ApiError {
  console.error('Outbox replay failed unexpectedly', error);
  return new ApiError('Erro inesperado ao enviar a alteração', 0, 'network');
}
