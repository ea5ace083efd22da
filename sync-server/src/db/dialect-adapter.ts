import { createHash } from 'node:crypto';
import type { ColumnDataType, ColumnDefinitionBuilder, Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './schema';

/** Which store the server runs on. */
export type StoreKind = 'sqlite' | 'postgres';

/** The query layer over one store (or over one of its transactions or connections). */
export type Db = Kysely<Database>;

/**
 * Everything that differs between SQLite and PostgreSQL, in one place: the rest of the server
 * writes each query once with Kysely, which already speaks both (placeholders, quoting, upserts
 * with `ON CONFLICT`, `RETURNING`). What is left:
 * - column types whose names differ (64-bit integers, floating point, bytes, numbered keys);
 * - locks between processes: PostgreSQL's advisory locks; on SQLite, the file's write lock for
 *   the start-up section, and nothing else (one connection runs one transaction at a time and
 *   the server is its only writer);
 * - reading text as its UTF-8 bytes without a round trip through a JavaScript string;
 * - moving a numbered key on past keys a copy inserted;
 * - telling a foreign-key violation apart.
 */
export interface DialectAdapter {
  readonly kind: StoreKind;
  readonly types: {
    /** Sequence values, epoch milliseconds. */
    bigint: ColumnDataType;
    /** Prices. */
    double: ColumnDataType;
    /** Original workbooks, compressed answers. */
    bytes: ColumnDataType;
    /** A key the store numbers itself (with `autoId`). */
    autoId: ColumnDataType;
  };
  /** Makes a column of type `types.autoId` a primary key the store numbers. */
  autoId: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /**
   * After rows were inserted with their `autoId` key given (a copied store): the next key the
   * store numbers follows the largest one in `table`.
   */
  continueAutoId(tx: Db, table: string, column: string): Promise<void>;
  /**
   * Runs `work` in one transaction that no other process runs at the same time under the same
   * `name` (two servers starting together on an empty store migrate and create the first admin
   * once). `work` gets the query layer bound to that transaction.
   */
  exclusive<T>(db: Db, name: string, work: (tx: Db) => Promise<T>): Promise<T>;
  /** Inside a transaction: waits for the lock `name`, held until the transaction ends. */
  lock(tx: Db, name: string): Promise<void>;
  /** Inside a transaction: takes the lock `name` when free (held until it ends); false if held. */
  tryLock(tx: Db, name: string): Promise<boolean>;
  /** A text column as the bytes of its UTF-8 text (null stays null). */
  utf8(column: string): RawBuilder<Buffer>;
  isForeignKeyViolation(error: unknown): boolean;
}

/** A 64-bit lock key for a name: the same in every process. */
function lockKey(name: string): string {
  return createHash('sha256').update(`risema:${name}`).digest().readBigInt64BE(0).toString();
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** How long a SQLite statement waits for another connection's lock (a backup, say). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;
/** How long a starting server waits for another one's start-up section on the same file. */
const STARTUP_BUSY_TIMEOUT_MS = 60_000;

export const sqliteAdapter: DialectAdapter = {
  kind: 'sqlite',
  types: { bigint: 'integer', double: 'real', bytes: 'blob', autoId: 'integer' },
  // An INTEGER PRIMARY KEY is SQLite's row id: numbered by the store.
  autoId: (column) => column.primaryKey(),
  // SQLite numbers a row id past the largest one in the table: nothing to move.
  continueAutoId: () => Promise.resolve(),
  async exclusive(db, _name, work) {
    // BEGIN IMMEDIATE takes the database file's write lock at once: another process starting on
    // the same file waits for it (a longer busy timeout than for requests: the section may hash
    // the first admin's password) and then finds the work done.
    return db.connection().execute(async (connection) => {
      await sql`pragma busy_timeout = ${sql.lit(STARTUP_BUSY_TIMEOUT_MS)}`.execute(connection);
      try {
        await sql`begin immediate`.execute(connection);
      } finally {
        await sql`pragma busy_timeout = ${sql.lit(SQLITE_BUSY_TIMEOUT_MS)}`.execute(connection);
      }
      try {
        const result = await work(connection);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        await sql`rollback`.execute(connection);
        throw error;
      }
    });
  },
  // One connection runs one transaction at a time (Kysely queues the others), and the server is
  // the file's only writer: a transaction already holds every lock it could ask for.
  lock: () => Promise.resolve(),
  tryLock: () => Promise.resolve(true),
  utf8: (column) => sql<Buffer>`cast(${sql.ref(column)} as blob)`,
  isForeignKeyViolation: (error) => errorCode(error) === 'SQLITE_CONSTRAINT_FOREIGNKEY',
};

export const postgresAdapter: DialectAdapter = {
  kind: 'postgres',
  types: { bigint: 'bigint', double: 'double precision', bytes: 'bytea', autoId: 'bigint' },
  autoId: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
  // An identity column's sequence knows nothing of keys inserted with a value.
  async continueAutoId(tx, table, column) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      tx,
    );
  },
  async exclusive(db, name, work) {
    return db.transaction().execute(async (tx) => {
      await postgresAdapter.lock(tx, name);
      return work(tx);
    });
  },
  async lock(tx, name) {
    await sql`select pg_advisory_xact_lock(${lockKey(name)}::bigint)`.execute(tx);
  },
  async tryLock(tx, name) {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${lockKey(name)}::bigint) as locked`.execute(tx);
    return rows[0]?.locked === true;
  },
  utf8: (column) => sql<Buffer>`convert_to(${sql.ref(column)}, 'UTF8')`,
  // 23503: foreign_key_violation.
  isForeignKeyViolation: (error) => errorCode(error) === '23503',
};
