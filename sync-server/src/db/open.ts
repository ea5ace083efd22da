import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export type Db = Database.Database;

/** File name of the database inside DATA_DIR. */
export const DATABASE_FILE = 'risema.sqlite';

/**
 * Opens (creating when needed) the SQLite database under `dataDir`: WAL so readers never wait for
 * the writer, foreign keys enforced, a busy timeout for a second connection (tests, benchmarks).
 */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // With WAL, NORMAL keeps the database consistent after a crash and only risks the last commits
  // on power loss; it avoids an fsync per transaction.
  db.pragma('synchronous = NORMAL');
  return db;
}
