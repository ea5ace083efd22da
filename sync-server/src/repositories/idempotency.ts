import type { Scope } from './scope';

/** What a mutating request sent with an `Idempotency-Key` asked for. */
export interface IdempotentRequest {
  method: string;
  path: string;
  /** Digest of the request body; null for answers stored before it was kept. */
  requestHash: string | null;
}

/** The first successful answer to a request with a key. */
export interface StoredResponse extends IdempotentRequest {
  status: number;
  contentType: string | null;
  body: string;
}

/** Where a key stands for a request that brings it. */
export type IdempotencyClaim =
  /** Nobody held it: this request holds it now (as `owner`) and runs. */
  | { kind: 'claimed' }
  /** A first request with the key succeeded: its answer. */
  | { kind: 'answered'; stored: StoredResponse }
  /** A first request with the key is running (here or on another process). */
  | { kind: 'running'; request: IdempotentRequest };

/**
 * Remembered answers per user and key, so a replayed request is not run twice, whichever server
 * process it reaches. A key is claimed by inserting its row (the store lets one insert win);
 * the row holds the claimant (`owner`) until its answer is kept or it lets go. A claim older than
 * `leaseMs` belongs to a request whose process died: the next request with the key takes over.
 */
export class IdempotencyRepository {
  constructor(private readonly scope: Scope) {}

  async claim(
    userId: string,
    key: string,
    request: IdempotentRequest,
    owner: string,
    leaseMs: number,
    now = new Date(),
  ): Promise<IdempotencyClaim> {
    const { db } = this.scope;
    // At most a few rounds: each one either claims, finds the key held, or clears a dead claim.
    for (let round = 0; round < 5; round++) {
      const { numInsertedOrUpdatedRows } = await db
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          key,
          method: request.method,
          path: request.path,
          request_hash: request.requestHash,
          status: 0,
          content_type: null,
          body: '',
          created_at: now.toISOString(),
          owner,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
        .executeTakeFirst();
      if (numInsertedOrUpdatedRows !== undefined && numInsertedOrUpdatedRows > 0n) {
        return { kind: 'claimed' };
      }
      const row = await db
        .selectFrom('idempotency_keys')
        .select([
          'method',
          'path',
          'request_hash as requestHash',
          'status',
          'content_type as contentType',
          'body',
          'created_at',
          'owner',
        ])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) continue; // let go of meanwhile: claim again
      const { owner: holder, created_at: claimedAt, ...stored } = row;
      if (holder === null) return { kind: 'answered', stored };
      if (Date.parse(claimedAt) + leaseMs > now.getTime()) {
        return {
          kind: 'running',
          request: { method: row.method, path: row.path, requestHash: row.requestHash },
        };
      }
      await this.release(userId, key, holder);
    }
    throw new Error('an idempotency key changed hands too often to be claimed');
  }

  /** Keeps the answer of the request that holds the key. */
  async complete(
    userId: string,
    key: string,
    owner: string,
    response: Pick<StoredResponse, 'status' | 'contentType' | 'body'>,
  ): Promise<void> {
    await this.scope.db
      .updateTable('idempotency_keys')
      .set({
        status: response.status,
        content_type: response.contentType,
        body: response.body,
        owner: null,
      })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('owner', '=', owner)
      .execute();
  }

  /** The holder lets go of the key, keeping nothing (its request did not succeed). */
  async release(userId: string, key: string, owner: string): Promise<void> {
    await this.scope.db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('owner', '=', owner)
      .execute();
  }

  /** Forgets keys older than `maxAgeMs`. */
  async purge(maxAgeMs: number, now = new Date()): Promise<number> {
    const { numDeletedRows } = await this.scope.db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', new Date(now.getTime() - maxAgeMs).toISOString())
      .executeTakeFirst();
    return Number(numDeletedRows);
  }
}
