import Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { SqliteDatabase } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { allowDirectReads, preparedStatementName } from './compiled-query';
import type { Db, DialectAdapter, StoreKind } from './dialect-adapter';
import { SQLITE_BUSY_TIMEOUT_MS, postgresAdapter, sqliteAdapter } from './dialect-adapter';

/** File name of the SQLite database inside DATA_DIR. */
export const DATABASE_FILE = 'risema.sqlite';

/** Where the server keeps its data: SQLite in a directory, or a PostgreSQL database. */
export type StoreLocation = { kind: 'sqlite'; dataDir: string } | { kind: 'postgres'; url: string };

/** An open store: the query layer and what differs between the dialects. */
export interface Store {
  readonly kind: StoreKind;
  readonly db: Db;
  readonly dialect: DialectAdapter;
  /** Where the data is, for the log (a PostgreSQL URL without its password). */
  readonly description: string;
  /**
   * SQLite only: `PRAGMA data_version` of the store's connection, which changes whenever another
   * connection (another process's, a tool's) commits to the file; the read caches check it.
   */
  readonly dataVersion?: () => number;
  close: () => Promise<void>;
}

/** The store the settings name: PostgreSQL for a `postgres://` DATABASE_URL, else SQLite. */
export function storeLocation(config: { dataDir: string; databaseUrl?: string }): StoreLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'sqlite', dataDir: config.dataDir };
}

/** Opens the store; `log` receives errors of idle PostgreSQL connections (a restart, say). */
export function openStore(
  location: StoreLocation,
  log: (line: string) => void = console.error,
): Store {
  return location.kind === 'sqlite'
    ? openSqlite(location.dataDir)
    : openPostgres(location.url, log);
}

/** Statements kept prepared, by SQL text (Kysely asks to prepare each query it runs). */
const PREPARED_STATEMENTS = 500;

/**
 * Opens (creating when needed) the SQLite database under `dataDir`: WAL so readers never wait for
 * the writer, foreign keys enforced, a busy timeout for a second connection (a backup, a server
 * starting while another migrates), and `synchronous = FULL`, so a change the server acknowledged
 * survives a power cut (in WAL mode NORMAL may lose the last commits).
 */
export function openSqlite(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true });
  return openSqliteFile(path.join(dataDir, DATABASE_FILE));
}

/**
 * Opens a SQLite database file as `openSqlite` does; with `mustExist`, a missing file is an error
 * instead of a new database (a store to copy from, say).
 */
export function openSqliteFile(file: string, options: { mustExist?: boolean } = {}): Store {
  const sqlite = new Database(file, { fileMustExist: options.mustExist === true });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = FULL');
  const statements = preparedOnce(sqlite);
  const db: Db = new Kysely({ dialect: new SqliteDialect({ database: statements }) });
  allowDirectReads(db, (text, parameters) => {
    if (sqlite.inTransaction) return undefined;
    const statement = statements.prepare(text);
    return statement.reader ? statement.all(parameters) : undefined;
  });
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  return {
    kind: 'sqlite',
    db,
    dialect: sqliteAdapter,
    description: file,
    dataVersion: () => dataVersion.get() as number,
    close: () => db.destroy(),
  };
}

/**
 * better-sqlite3 behind Kysely, keeping each statement prepared once: a query's SQL text is the
 * same on every call (its values are parameters), and preparing costs more than running a small
 * read. The least recently prepared go first past PREPARED_STATEMENTS.
 */
function preparedOnce(sqlite: Database.Database): SqliteDatabase & {
  prepare(text: string): Statement;
} {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        const oldest = statements.keys().next();
        if (statements.size >= PREPARED_STATEMENTS && !oldest.done) statements.delete(oldest.value);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/** PostgreSQL's 64-bit integers (counts, sequence values) as numbers: they stay below 2^53. */
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
};

/**
 * A connection that sends compiled queries (`CompiledOnce`) as named prepared statements:
 * node-postgres parses one on a connection the first time it runs there and then only binds
 * and executes it. Kysely calls `query(sql, parameters)`; every other call passes through.
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name =
      args.length === 2 && typeof text === 'string' && Array.isArray(values)
        ? preparedStatementName(text)
        : undefined;
    const query = super.query.bind(this) as (...queryArgs: unknown[]) => never;
    return name ? query({ name, text, values }) : query(...args);
  }
}

/**
 * Every prepared statement runs with its generic plan, made once per connection. PostgreSQL's
 * default (`auto`) plans a statement's first five runs for their values, then keeps the generic
 * plan only when it is estimated no dearer: the batched financial-data read (`unnest` of
 * arrays, whose length a custom plan knows and the generic plan guesses as 100) was planned
 * anew on every run, which cost PostgreSQL several times the read itself (measured: 880 → 140
 * µs of its CPU for a one-period batch). The server's statements look rows up by keys and
 * sequence values, where the generic plan is the custom one.
 */
const GENERIC_PLANS = 'set plan_cache_mode = force_generic_plan';

/** Connections each server process keeps to PostgreSQL at most. */
export const POSTGRES_POOL_SIZE = 10;

export function openPostgres(url: string, log: (line: string) => void): Store {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    application_name: 'risema',
    Client: PreparingClient,
    types,
  });
  let closing = false;
  pool.on('connect', (client) => {
    // Queued ahead of the connection's first query; a failure only leaves PostgreSQL's default.
    client.query(GENERIC_PLANS).catch((error: unknown) => {
      if (!closing) log(`PostgreSQL plan cache mode not set: ${String(error)}`);
    });
  });
  // An idle connection that breaks (the database restarted) is dropped and replaced on demand.
  // Once the store closes, its connections end on their own time: their errors say nothing.
  pool.on('error', (error) => {
    if (!closing) log(`PostgreSQL connection lost: ${error.message}`);
  });
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    dialect: postgresAdapter,
    description: withoutPassword(url),
    close: () => {
      closing = true;
      return db.destroy();
    },
  };
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'PostgreSQL';
  }
}
