/* eslint-disable @typescript-eslint/require-await -- the methods are async so that another store
   (PostgreSQL) can stand behind the same interface; SQLite answers synchronously. */
import type { User } from '@risema/finance-core/contract';
import type { Db } from '../db/open';
import type { UserRow } from './rows';
import { toUser } from './rows';
import { SeqCache } from './seq-cache';
import type { ChangeLog } from './changes';

/** How long a session lives without use. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A used session's expiry moves forward at most this often, to keep reads free of writes. */
export const SESSION_REFRESH_MS = 24 * 60 * 60 * 1000;

interface SessionUserRow extends UserRow {
  visibility_epoch: number;
  expires_at: string;
  refreshed_at: string;
}

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
}

/**
 * Sessions: opaque tokens, stored as their SHA-256 hash. Lookups are cached while nothing was
 * written; every revocation (logout, deactivation, deletion, new password) takes a change
 * sequence value, so a revoked token is never answered from the cache.
 */
export class SessionRepository {
  readonly #cache = new SeqCache<CachedSession | null>(10_000);
  readonly #insert;
  readonly #find;
  readonly #refresh;
  readonly #delete;
  readonly #deleteForUser;
  readonly #deleteExpired;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeLog,
  ) {
    this.#insert = db.prepare(
      `INSERT INTO sessions (token_hash, user_id, created_at, refreshed_at, expires_at)
       VALUES (?, ?, ?, ?, ?)`,
    );
    this.#find = db.prepare<[string], SessionUserRow>(
      `SELECT u.id, u.name, u.email, u.role, u.is_active, u.license_id, u.must_change_password,
         u.created_at, u.updated_at, u.visibility_epoch, l.office_name AS license_office_name,
         l.expiry_date AS license_expiry_date, l.is_active AS license_is_active,
         s.expires_at, s.refreshed_at
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN licenses l ON l.id = u.license_id
       WHERE s.token_hash = ?`,
    );
    this.#refresh = db.prepare(
      'UPDATE sessions SET refreshed_at = ?, expires_at = ? WHERE token_hash = ?',
    );
    this.#delete = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
    this.#deleteForUser = db.prepare('DELETE FROM sessions WHERE user_id = ?');
    this.#deleteExpired = db.prepare('DELETE FROM sessions WHERE expires_at < ?');
  }

  async create(tokenHash: string, userId: string, now = new Date()): Promise<void> {
    const at = now.toISOString();
    this.#insert.run(
      tokenHash,
      userId,
      at,
      at,
      new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    );
  }

  /**
   * The active user of an unexpired session, refreshing its expiry at most once a day; null for
   * an unknown, expired or inactive one (an expired session is removed).
   */
  async findUser(tokenHash: string, now = new Date()): Promise<SessionUser | null> {
    const version = this.changes.version;
    let session = this.#cache.get(tokenHash, version);
    if (session === undefined) {
      const row = this.#find.get(tokenHash);
      session = row
        ? {
            found: { user: toUser(row), visibilityEpoch: row.visibility_epoch, tokenHash },
            isActive: row.is_active === 1,
            expiresAt: Date.parse(row.expires_at),
            refreshedAt: Date.parse(row.refreshed_at),
          }
        : null;
      this.#cache.set(tokenHash, version, session);
    }
    if (!session) return null;
    if (session.expiresAt <= now.getTime()) {
      await this.delete(tokenHash);
      return null;
    }
    if (!session.isActive) return null;
    if (now.getTime() - session.refreshedAt >= SESSION_REFRESH_MS) {
      session.refreshedAt = now.getTime();
      session.expiresAt = now.getTime() + SESSION_TTL_MS;
      this.#refresh.run(now.toISOString(), new Date(session.expiresAt).toISOString(), tokenHash);
    }
    return session.found;
  }

  /** Ends one session (logout). */
  async delete(tokenHash: string): Promise<void> {
    this.db.transaction(() => {
      this.#delete.run(tokenHash);
      this.changes.next();
    })();
  }

  /** Revokes every session of a user (password changed, deactivated). */
  async deleteForUser(userId: string): Promise<void> {
    this.db.transaction(() => {
      this.#deleteForUser.run(userId);
      this.changes.next();
    })();
  }

  async deleteExpired(now = new Date()): Promise<number> {
    return this.db.transaction(() => {
      const { changes } = this.#deleteExpired.run(now.toISOString());
      if (changes > 0) this.changes.next();
      return changes;
    })();
  }
}
