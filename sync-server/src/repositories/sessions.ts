import type { User } from '@risema/finance-core/contract';
import { CompiledOnce } from '../db/compiled-query';
import type { Db } from '../db/dialect-adapter';
import { selectUsers, toUser } from './rows';
import type { Scope } from './scope';
import { storedChangeCounter } from './changes';
import { SeqCache } from './seq-cache';
import { SharedRead } from './shared-read';

/** The session's row with its user and licence (read on every cache miss): compiled once. */
const sessionRow = new CompiledOnce((db: Db, tokenHash: string) =>
  selectUsers(db)
    .innerJoin('sessions as s', 's.user_id', 'u.id')
    .select([
      'u.visibility_epoch',
      's.expires_at',
      's.refreshed_at',
      's.created_at as session_created_at',
    ])
    .where('s.token_hash', '=', tokenHash),
);

/** How long a session lives without use. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a session lives at most, however often it is used: a stolen token stops working in
 * the end even if it is kept in use (issue 14).
 */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
/** A used session's expiry moves forward at most this often, to keep reads free of writes. */
export const SESSION_REFRESH_MS = 24 * 60 * 60 * 1000;

/** The user behind a valid session, with what the server needs beyond the public shape. */
export interface SessionUser {
  user: User;
  /** Changes when what the user may see changes in a way deletions cannot express. */
  visibilityEpoch: number;
  /** The session's token hash (what logout deletes). */
  tokenHash: string;
}

interface CachedSession {
  found: SessionUser;
  isActive: boolean;
  expiresAt: number;
  refreshedAt: number;
  /** When the session was opened: it never outlives `SESSION_MAX_AGE_MS` from then. */
  createdAt: number;
}

/**
 * Sessions: opaque tokens, stored as their SHA-256 hash. Lookups are cached while nothing was
 * written: every revocation (logout, deactivation, deletion, new password) takes a change
 * sequence value, so a revoked token is never answered from the cache. Where other processes
 * write (PostgreSQL), each lookup first reads the stored change counter (`ReadVersion.refresh`),
 * so a revocation through any process counts at once.
 */
export class SessionRepository {
  #cache: SeqCache<CachedSession | null> | undefined;
  // The counter reads of lookups outside transactions, shared while one is out (see SharedRead).
  #counterReads: SharedRead<number> | undefined;

  constructor(private readonly scope: Scope) {}

  async create(tokenHash: string, userId: string, now = new Date()): Promise<void> {
    const at = now.toISOString();
    await this.scope.db
      .insertInto('sessions')
      .values({
        token_hash: tokenHash,
        user_id: userId,
        created_at: at,
        refreshed_at: at,
        expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
      })
      .execute();
  }

  /**
   * The active user of an unexpired session, refreshing its expiry at most once a day; null for
   * an unknown, expired or inactive one (an expired session is removed). `refreshed`: the
   * request has already read the stored change counter itself (`ReadVersion.observe`), after it
   * began and before this lookup, so it is not read again.
   */
  async findUser(
    tokenHash: string,
    now = new Date(),
    options: { refreshed?: boolean } = {},
  ): Promise<SessionUser | null> {
    const { scope } = this;
    const { version } = scope.context;
    if (!options.refreshed) {
      const counterReads = scope.inTransaction
        ? undefined
        : (this.#counterReads ??= new SharedRead(() => storedChangeCounter(scope.db)));
      await version.refresh(() => counterReads?.get() ?? storedChangeCounter(scope.db));
    }
    const cache = scope.inTransaction ? undefined : (this.#cache ??= new SeqCache(10_000));
    const at = version.current();
    let session = cache?.get(tokenHash, at);
    if (session === undefined) {
      const row = await sessionRow.takeFirst(scope.db, tokenHash);
      session = row
        ? {
            found: { user: toUser(row), visibilityEpoch: row.visibility_epoch, tokenHash },
            isActive: row.is_active === 1,
            expiresAt: Date.parse(row.expires_at),
            refreshedAt: Date.parse(row.refreshed_at),
            createdAt: Date.parse(row.session_created_at),
          }
        : null;
      cache?.set(tokenHash, at, session);
    }
    if (!session) return null;
    const lastsUntil = Math.min(session.expiresAt, session.createdAt + SESSION_MAX_AGE_MS);
    if (lastsUntil <= now.getTime()) {
      await this.delete(tokenHash);
      return null;
    }
    if (!session.isActive) return null;
    if (now.getTime() - session.refreshedAt >= SESSION_REFRESH_MS) {
      session.refreshedAt = now.getTime();
      session.expiresAt = Math.min(
        now.getTime() + SESSION_TTL_MS,
        session.createdAt + SESSION_MAX_AGE_MS,
      );
      await scope.db
        .updateTable('sessions')
        .set({
          refreshed_at: now.toISOString(),
          expires_at: new Date(session.expiresAt).toISOString(),
        })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    return session.found;
  }

  /** Ends one session (logout). */
  async delete(tokenHash: string): Promise<void> {
    await this.scope.write(async (tx) => {
      await tx.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    });
  }

  /** Revokes every session of a user (password changed, deactivated). */
  async deleteForUser(userId: string): Promise<void> {
    await this.scope.write(async (tx) => {
      await tx.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    });
  }

  /** Removes expired sessions (housekeeping); how many. */
  async deleteExpired(now = new Date()): Promise<number> {
    const { numDeletedRows } = await this.scope.db
      .deleteFrom('sessions')
      .where('expires_at', '<', now.toISOString())
      .executeTakeFirst();
    // Nothing cached may outlive a deleted row: an expired session is already answered as none.
    return Number(numDeletedRows);
  }
}
