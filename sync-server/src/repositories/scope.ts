import type { Db, DialectAdapter } from '../db/dialect-adapter';
import { ChangeLog } from './changes';
import type { ReadVersion } from './read-version';

/** What every scope over one store shares: its dialect and the read caches' version. */
export interface StoreContext {
  readonly dialect: DialectAdapter;
  readonly version: ReadVersion;
}

/**
 * A unit of work over the store: the query layer, either the store's own or bound to one
 * transaction, with the change log of that transaction. Repository methods take a scope; every
 * helper they call inside a transaction gets the transaction's scope, so a write and the
 * writes it calls upon commit or roll back together.
 */
export class Scope {
  readonly changes: ChangeLog;

  constructor(
    readonly db: Db,
    readonly context: StoreContext,
    readonly inTransaction: boolean,
  ) {
    this.changes = new ChangeLog(db);
  }

  get dialect(): DialectAdapter {
    return this.context.dialect;
  }

  /**
   * Runs `work` in a transaction (joining this one when the scope is already in one). `snapshot`:
   * every read sees the store as of the transaction's first (PostgreSQL's REPEATABLE READ; a
   * SQLite transaction always does). Once it ends, the read caches' version learns of a write.
   */
  async transaction<T>(
    work: (tx: Scope) => Promise<T>,
    options: { snapshot?: boolean } = {},
  ): Promise<T> {
    if (this.inTransaction) return work(this);
    let scope: Scope | undefined;
    let committed = false;
    try {
      let builder = this.db.transaction();
      if (options.snapshot) builder = builder.setIsolationLevel('repeatable read');
      const result = await builder.execute((tx) =>
        work((scope = new Scope(tx, this.context, true))),
      );
      committed = true;
      return result;
    } finally {
      const seq = scope?.changes.taken;
      if (seq !== undefined) this.context.version.afterWrite(seq, committed);
    }
  }

  /**
   * A write: a transaction that first takes the next change sequence value, which `work` stamps
   * on the rows it changes. Taken first, the counter's row lock orders every write (see
   * `ChangeLog.next`): on PostgreSQL a write waits there for the one before it to commit, so
   * what it reads next is current (a quota count, an email's holder) and no two writes wait on
   * each other's rows.
   */
  write<T>(work: (tx: Scope, seq: number) => Promise<T>): Promise<T> {
    return this.transaction(async (tx) => work(tx, await tx.changes.next()));
  }
}
