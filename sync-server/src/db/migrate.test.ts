import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../migrations';
import { migrate } from './migrate';
import { openDatabase } from './open';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'risema-migrate-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migrate', () => {
  it('applies every migration once, in order, and records it', () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    expect(migrate(db, migrations)).toEqual(migrations.map((m) => m.version));
    expect(migrate(db, migrations)).toEqual([]);
    db.close();
    const again = openDatabase(dir);
    expect(migrate(again, migrations)).toEqual([]);
    const tables = again
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => row.name);
    expect(tables).toEqual(expect.arrayContaining(['users', 'companies', 'period_data']));
    again.close();
  });

  it('opens in WAL mode with foreign keys on', () => {
    const db = openDatabase(tempDir());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('rolls a failing migration back and leaves it unrecorded', () => {
    const db = openDatabase(tempDir());
    const broken = [{ version: 1, name: 'broken', sql: 'CREATE TABLE a (x); CREATE TABLE a (y);' }];
    expect(() => migrate(db, broken)).toThrow();
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE name = 'a'")
      .all();
    expect(tables).toEqual([]);
    expect(migrate(db, [{ version: 1, name: 'fixed', sql: 'CREATE TABLE a (x);' }])).toEqual([1]);
    db.close();
  });
});
