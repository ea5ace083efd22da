import { DocumentRepository } from './documents';
import { IdempotencyRepository } from './idempotency';
import { LoginAttemptRepository } from './login-attempts';
import type { Scope } from './scope';
import { SessionRepository } from './sessions';

/** How long what housekeeping removes is kept. */
export interface HousekeepingAges {
  /** Uploads never confirmed. */
  pendingDocumentMs: number;
  idempotencyKeyMs: number;
  /** The sign-in throttling's address window and quiet time of a pair. */
  loginWindowMs: number;
  loginPairResetMs: number;
}

/** Rows removed by one round. */
export interface HousekeepingCounts {
  sessions: number;
  pendingDocuments: number;
  idempotencyKeys: number;
  loginRecords: number;
}

/**
 * Removal of what has expired: sessions, uploads never confirmed, old idempotency keys, sign-in
 * records that no longer restrict anyone. Each server process runs it on a timer; a round that
 * finds another process's round running (a lock on PostgreSQL) skips, and a row removed twice
 * is removed once anyway.
 */
export class HousekeepingRepository {
  constructor(private readonly scope: Scope) {}

  /** One round; null when another process is running one. */
  async run(ages: HousekeepingAges, now = new Date()): Promise<HousekeepingCounts | null> {
    return this.scope.transaction(async (tx) => {
      if (!(await tx.dialect.tryLock(tx.db, 'housekeeping'))) return null;
      return {
        sessions: await new SessionRepository(tx).deleteExpired(now),
        pendingDocuments: await new DocumentRepository(tx).purgePending(
          ages.pendingDocumentMs,
          now,
        ),
        idempotencyKeys: await new IdempotencyRepository(tx).purge(ages.idempotencyKeyMs, now),
        loginRecords: await new LoginAttemptRepository(tx).purge(
          now.getTime(),
          ages.loginWindowMs,
          ages.loginPairResetMs,
        ),
      };
    });
  }
}
