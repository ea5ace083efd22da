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

  /** The value `current()` read during this turn of the event loop. */
  #known: number | null = null;

  /** Takes the next sequence value; call inside the write's transaction. */
  next(): number {
    this.#known = null;
    return this.#next.get() as unknown as number;
  }

  /**
   * The newest sequence value handed out. Read once per turn of the event loop: this process's
   * writes reset it at once; another connection's writes are seen from the next turn.
   */
  current(): number {
    if (this.#known === null) {
      this.#known = this.#current.get() ?? 0;
      setImmediate(() => {
        this.#known = null;
      });
    }
    return this.#known;
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
