/* eslint-disable @typescript-eslint/require-await -- the methods are async so that another store
   (PostgreSQL) can stand behind the same interface; SQLite answers synchronously. */
import type { Db } from '../db/open';

/** The first answer to a mutating request sent with an `Idempotency-Key`. */
export interface StoredResponse {
  method: string;
  path: string;
  /** Digest of the request body; null for answers stored before it was kept. */
  requestHash: string | null;
  status: number;
  contentType: string | null;
  body: string;
}

/** Remembered answers per user and key, so a replayed request is not run twice. */
export class IdempotencyRepository {
  readonly #find;
  readonly #save;
  readonly #purge;

  constructor(db: Db) {
    this.#find = db.prepare<[string, string], StoredResponse>(
      `SELECT method, path, request_hash AS requestHash, status, content_type AS contentType, body
       FROM idempotency_keys WHERE user_id = ? AND key = ?`,
    );
    this.#save = db.prepare(
      `INSERT OR IGNORE INTO idempotency_keys
         (user_id, key, method, path, request_hash, status, content_type, body, created_at)
       VALUES (@userId, @key, @method, @path, @requestHash, @status, @contentType, @body, @now)`,
    );
    this.#purge = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  }

  async find(userId: string, key: string): Promise<StoredResponse | null> {
    return this.#find.get(userId, key) ?? null;
  }

  async save(userId: string, key: string, response: StoredResponse): Promise<void> {
    this.#save.run({ userId, key, ...response, now: new Date().toISOString() });
  }

  /** Forgets keys older than `maxAgeMs`. */
  async purge(maxAgeMs: number, now = new Date()): Promise<number> {
    return this.#purge.run(new Date(now.getTime() - maxAgeMs).toISOString()).changes;
  }
}
