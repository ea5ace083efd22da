import { Dexie } from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { warmDatabase } from './warm-database';

async function exists(name: string): Promise<boolean> {
  return (await indexedDB.databases()).some((database) => database.name === name);
}

describe('warmDatabase', () => {
  it('creates no database where there was none', async () => {
    const name = `warm-${crypto.randomUUID()}`;
    await warmDatabase(name, indexedDB);
    expect(await exists(name)).toBe(false);
  });

  it('leaves an existing database closed, so that Dexie opens and upgrades it', async () => {
    const name = `warm-${crypto.randomUUID()}`;
    const first = new Dexie(name, { indexedDB, IDBKeyRange });
    first.version(1).stores({ items: 'id' });
    await first.table('items').put({ id: 'a' });
    first.close();

    await warmDatabase(name, indexedDB);

    // A newer schema: its upgrade would wait forever on a connection left open.
    const next = new Dexie(name, { indexedDB, IDBKeyRange });
    next.version(2).stores({ items: 'id', other: 'id' });
    await next.open();
    expect(await next.table('items').get('a')).toEqual({ id: 'a' });
    next.close();
  });

  it('does nothing without IndexedDB', async () => {
    await expect(warmDatabase('risema', undefined)).resolves.toBeUndefined();
  });
});
