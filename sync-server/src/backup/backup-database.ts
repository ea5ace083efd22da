import Database from 'better-sqlite3';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE } from '../db/store';

/** What a backup wrote: where, and how many database pages. */
export interface BackupResult {
  file: string;
  pages: number;
}

/**
 * Copies the database of `dataDir` into `file` while the server may be serving, through SQLite's
 * online backup API (better-sqlite3's `db.backup`), from a connection of its own.
 *
 * The connection is read-only: the running server is the database's only writer, and a backup
 * is a reader. In WAL mode a reader sees one snapshot and never blocks the writer (nor the writer
 * it). All pages are copied in a single step, so the copy is that one consistent snapshot: copied
 * in small steps, a write by the server between two steps would restart the copy, again and
 * again under a steady write load.
 *
 * The copy is written next to `file` and renamed into place once complete, so `file` is either
 * the previous one or a whole backup, never half of one.
 */
export async function backupDatabase(dataDir: string, file: string): Promise<BackupResult> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new Error(`Não há base de dados em ${source}`);
  const target = path.resolve(file);
  if (target === path.resolve(source))
    throw new Error('A cópia não pode substituir a própria base de dados');
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const progress = await db.backup(partial, {
      // better-sqlite3's first step copies nothing and reports the size; the next copies all.
      progress: () => 0x7fffffff,
    });
    renameSync(partial, target);
    return { file: target, pages: progress.totalPages };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
}
