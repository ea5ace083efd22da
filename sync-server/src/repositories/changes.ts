import type { Db } from '../db/open';

/** Kinds of synced rows, as the tombstones name them. */
export type SyncedEntity = 'user' | 'license' | 'company' | 'period';

/** Who may learn of a deletion: admins, and/or the accountant and manager of a company. */
export interface TombstoneScope {
  adminVisible: boolean;
  accountantId?: string | null;
  managerId?: string | null;
}

/**
 * The global change sequence and the deletion log. Every write takes one sequence value for the
 * rows it changes, inside its transaction, so `/api/sync` can page by it.
 */
export class ChangeLog {
  readonly #next;
  readonly #current;
  readonly #addTombstone;
  readonly #clearTombstones;

  constructor(db: Db) {
    this.#next = db
      .prepare<[], { value: number }>(
        'UPDATE change_sequence SET value = value + 1 WHERE id = 1 RETURNING value',
      )
      .pluck();
    this.#current = db
      .prepare<[], number>('SELECT value FROM change_sequence WHERE id = 1')
      .pluck();
    this.#addTombstone = db.prepare(
      `INSERT INTO tombstones (seq, entity, entity_id, admin_visible, accountant_id, manager_id)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.#clearTombstones = db.prepare('DELETE FROM tombstones WHERE entity = ? AND entity_id = ?');
  }

  /** See `version`. */
  #version = 0;

  /** Takes the next sequence value; call inside the write's transaction. */
  next(): number {
    this.#version++;
    return this.#next.get() as unknown as number;
  }

  /**
   * Moves whenever this process takes a sequence value, i.e. on every write to a synced row or
   * a session: a read cached at one version is what the database still holds while the version
   * is unchanged. A process-local counter rather than a mirror of the stored value: it only ever
   * grows, so a write whose transaction rolls back (its sequence value is handed out again by the
   * next write) still moves it, and checking it costs no query. It relies on this process being
   * the database's only writer (docs/design.md §2: one server process); anything else that writes must
   * go through this process's repositories (the test helpers do).
   */
  get version(): number {
    return this.#version;
  }

  /** The newest sequence value stored (read from the database: for sync cursors). */
  current(): number {
    return this.#current.get() ?? 0;
  }

  /** Records a deletion with its scope. */
  tombstone(seq: number, entity: SyncedEntity, id: string, scope: TombstoneScope): void {
    this.#addTombstone.run(
      seq,
      entity,
      id,
      scope.adminVisible ? 1 : 0,
      scope.accountantId ?? null,
      scope.managerId ?? null,
    );
  }

  /** Forgets earlier deletions of an id that exists again (a client-proposed id re-created). */
  revive(entity: SyncedEntity, id: string): void {
    this.#clearTombstones.run(entity, id);
  }
}
