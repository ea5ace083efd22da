import { CompiledOnce } from '../db/compiled-query';
import type { Db } from '../db/dialect-adapter';

// Read before every request on PostgreSQL: compiled once.
const changeCounter = new CompiledOnce((db: Db) =>
  db.selectFrom('change_sequence').select('value').where('id', '=', 1),
);

// Run by every write: compiled once.
const takeSequenceValue = new CompiledOnce((db: Db) =>
  db
    .updateTable('change_sequence')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('id', '=', 1)
    .returning('value'),
);

const forgetDeletion = new CompiledOnce((db: Db, entity: SyncedEntity, id: string) =>
  db.deleteFrom('tombstones').where('entity', '=', entity).where('entity_id', '=', id),
);

/** The newest sequence value stored (the change counter). */
export async function storedChangeCounter(db: Db): Promise<number> {
  const row = await changeCounter.takeFirst(db);
  return row?.value ?? 0;
}

/** Kinds of synced rows, as the tombstones name them. */
export type SyncedEntity = 'user' | 'license' | 'company' | 'period';

/** Who may learn of a deletion: admins, and/or the accountant and manager of a company. */
export interface TombstoneScope {
  adminVisible: boolean;
  accountantId?: string | null;
  managerId?: string | null;
}

/**
 * The global change sequence and the deletion log, within one transaction (see `Scope`). Every
 * write takes one sequence value for the rows it changes, so `/api/sync` can page by it.
 */
export class ChangeLog {
  #taken: number | undefined;

  constructor(private readonly db: Db) {}

  /** The sequence value this transaction took, if it took one. */
  get taken(): number | undefined {
    return this.#taken;
  }

  /**
   * The transaction's sequence value, taken on the first call (one write, one value). It comes
   * from the single `change_sequence` row: the update locks that row until the transaction
   * ends, so on PostgreSQL the writes holding values commit in the order of their values (a
   * `SEQUENCE` would hand them out without waiting, and a later value could commit first).
   */
  async next(): Promise<number> {
    if (this.#taken === undefined) {
      const row = await takeSequenceValue.takeFirst(this.db);
      if (!row) throw new Error('the change sequence row is missing');
      this.#taken = row.value;
    }
    return this.#taken;
  }

  /** The newest sequence value stored (for sync cursors). */
  current(): Promise<number> {
    return storedChangeCounter(this.db);
  }

  /** Records a deletion with its scope. */
  async tombstone(
    seq: number,
    entity: SyncedEntity,
    id: string,
    scope: TombstoneScope,
  ): Promise<void> {
    await this.db
      .insertInto('tombstones')
      .values({
        seq,
        entity,
        entity_id: id,
        admin_visible: scope.adminVisible ? 1 : 0,
        accountant_id: scope.accountantId ?? null,
        manager_id: scope.managerId ?? null,
      })
      .execute();
  }

  /** Forgets earlier deletions of an id that exists again (a client-proposed id re-created). */
  async revive(entity: SyncedEntity, id: string): Promise<void> {
    await forgetDeletion.execute(this.db, entity, id);
  }
}
