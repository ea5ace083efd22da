import type { User } from '@risema/finance-core/contract';
import type { ApiClient } from '../api-client';
import type { RisemaDb } from '../db';
import type { OutboxEntry, OutboxOp } from './outbox-entry';

/** What a replay runs with: the entry's own user and token, never another session's. */
export interface ReplayContext {
  db: RisemaDb;
  api: ApiClient;
  token: string;
  user: User;
  /** False once that session has ended: answers are then no longer written to the cache. */
  isCurrent(): boolean;
}

/** How one kind of queued change is sent, and how it shows in the cache before it is sent. */
export interface OutboxOperation<Op extends OutboxOp> {
  /** Sends the change (throws an ApiError on failure) and writes the answer to the cache. */
  send(ctx: ReplayContext, entry: OutboxEntry, op: Op): Promise<void>;
  /** Shows the change in the cache while it waits (re-applied after every pull). */
  applyLocally?(db: RisemaDb, entry: OutboxEntry, op: Op, user: User): Promise<void>;
}
