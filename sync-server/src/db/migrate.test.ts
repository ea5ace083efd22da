import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../migrations';
import { createRepositories } from '../repositories';
import { prepareStore } from '../startup';
import type { TestStoreKind } from '../testing/test-stores';
import { STORES, newTestLocation } from '../testing/test-stores';
import type { Migration } from '../migrations';
import { migrate } from './migrate';
import type { Store } from './store';
import { openStore } from './store';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty store of a kind, and a function opening it again (another connection, or process). */
async function emptyStore(kind: TestStoreKind): Promise<{ store: Store; reopen: () => Store }> {
  const { location, remove } = await newTestLocation(kind, { empty: true });
  cleanups.push(remove);
  const reopen = () => {
    const store = openStore(location);
    cleanups.push(() => store.close());
    return store;
  };
  return { store: reopen(), reopen };
}

const run = (store: Store, list: readonly Migration[]) =>
  store.dialect.exclusive(store.db, 'startup', (tx) => migrate(tx, store.dialect, list));

async function tables(store: Store): Promise<string[]> {
  return (await store.db.introspection.getTables()).map((table) => table.name);
}

describe.each(STORES)('migrate on %s', (kind) => {
  it('applies every migration once, in order, and records it', async () => {
    const { store, reopen } = await emptyStore(kind);
    expect(await run(store, migrations)).toEqual(migrations.map((m) => m.version));
    expect(await run(store, migrations)).toEqual([]);
    expect(await run(reopen(), migrations)).toEqual([]);
    expect(await tables(store)).toEqual(
      expect.arrayContaining(['users', 'companies', 'period_data', 'login_pairs']),
    );
  });

  it('rolls a failing run back and leaves it unrecorded', async () => {
    const { store } = await emptyStore(kind);
    const broken: Migration[] = [
      {
        version: 1,
        name: 'broken',
        async up(db) {
          await db.schema.createTable('a').addColumn('x', 'integer').execute();
          await db.schema.createTable('a').addColumn('y', 'integer').execute();
        },
      },
    ];
    await expect(run(store, broken)).rejects.toThrow();
    expect(await tables(store)).not.toContain('a');
    const fixed: Migration[] = [
      {
        version: 1,
        name: 'fixed',
        up: (db) => db.schema.createTable('a').addColumn('x', 'integer').execute(),
      },
    ];
    expect(await run(store, fixed)).toEqual([1]);
  });

  it('refuses a database a newer server has migrated', async () => {
    const { store } = await emptyStore(kind);
    await run(store, migrations);
    await expect(run(store, migrations.slice(0, -1))).rejects.toThrow(/newer version of RISEMA/);
  });
});

describe('migrate on postgres', () => {
  // Each store is a pool of connections of its own, as another server process has. (Two SQLite
  // connections in one process would wait for each other's lock on one thread: see
  // test/concurrent-start.test.ts, with processes.)
  it('migrates once and makes one first admin when two servers start together on it', async () => {
    const { reopen } = await emptyStore('postgres');
    const printed: string[] = [];
    const starts = [reopen(), reopen(), reopen()].map((store) =>
      prepareStore(store, { adminPassword: 'primeira-vez' }, (line) => printed.push(line)),
    );
    const applied = await Promise.all(starts);
    // One start applied them all; the others found them applied.
    expect(applied.filter((versions) => versions.length > 0)).toEqual([
      migrations.map((m) => m.version),
    ]);
    expect(printed.filter((line) => line.startsWith('First admin created'))).toHaveLength(1);
    expect(await createRepositories(reopen()).users.list('admin')).toHaveLength(1);
  });
});

describe('the SQLite store', () => {
  it('opens in WAL mode, foreign keys on, every commit synced (synchronous = FULL)', async () => {
    const { store } = await emptyStore('sqlite');
    const pragma = async (name: string) =>
      Object.values(
        (await sql<Record<string, unknown>>`pragma ${sql.raw(name)}`.execute(store.db)).rows[0] ??
          {},
      )[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    // 2 is FULL: an acknowledged change survives a power cut.
    expect(await pragma('synchronous')).toBe(2);
  });
});
