import type { User } from '@risema/finance-core/contract';
import type { ApiClient } from '../api-client';
import type { RisemaDb } from '../db';
import type { OutboxEntry, OutboxOp } from './outbox-entry';

/**
 * What a call runs with: the user's own token and user, never another session's (a replay runs
 * under the entry's user, a direct call under the session that started it).
 */
export interface ReplayContext {
  db: RisemaDb;
  api: ApiClient;
  token: string;
  user: User;
  /** False once that session has ended: answers are then no longer written to the cache. */
  isCurrent(): boolean;
}

/** A file a queued change carries (a workbook). */
export interface CallFile {
  data: Blob;
  name: string;
}

/** One call of an operation: its idempotency key and, on a direct call, the file still in memory. */
export interface OperationCall {
  /** The outbox entry's id, sent as `Idempotency-Key`. */
  id: string;
  /** The file of a direct call (a replay reads it from `outboxFiles`). */
  file?: CallFile;
}

/**
 * How one kind of offline-capable change is sent — the same code for the direct call and the
 * replay — and how it shows in the cache before the server has it.
 */
export interface OutboxOperation<Op extends OutboxOp, Result = unknown> {
  /** The short Portuguese line of the list of changes waiting to be sent. */
  label(op: Op): string;
  /**
   * Sends the change (throws an ApiError on failure) and writes the answer to the cache. May
   * record progress in `op` (e.g. a workbook the server already stored).
   */
  send(ctx: ReplayContext, call: OperationCall, op: Op): Promise<Result>;
  /** Whether the queued change still needs the call's file kept on the device. */
  keepsFile?(op: Op): boolean;
  /** Shows the change in the cache while it waits (re-applied after every pull). */
  applyLocally?(db: RisemaDb, entry: OutboxEntry, op: Op, user: User): Promise<void>;
}
