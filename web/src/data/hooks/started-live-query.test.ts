import type { Company } from '@risema/finance-core/contract';
import { Dexie } from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../testing/build-company';
import { RisemaDb } from '../db';
import type { LiveRead } from './started-live-query';
import { startLiveQuery, startedLiveQuery } from './started-live-query';

const opened: RisemaDb[] = [];

function database(): RisemaDb {
  const db = new RisemaDb(`risema-started-${crypto.randomUUID()}`, { indexedDB, IDBKeyRange });
  opened.push(db);
  return db;
}

/** The companies' read, counting how often it really reads the database. */
function countedRead(db: RisemaDb, key: string): { read: LiveRead<Company[]>; reads: () => number } {
  let reads = 0;
  return {
    read: {
      key,
      read: async () => {
        reads++;
        return db.companies.toArray();
      },
    },
    reads: () => reads,
  };
}

// Dexie's live queries run only where it found an IndexedDB when it loaded (a browser): here,
// fake-indexeddb's, for these tests only.
const found = { ...Dexie.dependencies };
beforeAll(() => {
  Object.assign(Dexie.dependencies, { indexedDB, IDBKeyRange });
});
afterAll(() => {
  Object.assign(Dexie.dependencies, found);
});

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

describe('startLiveQuery', () => {
  it("answers before anyone subscribes, and hands its subscriber that very answer without reading again", async () => {
    const db = database();
    const company = buildCompany({ name: 'Padaria Lusitana, Lda' });
    await db.companies.put(company);
    const { read, reads } = countedRead(db, 'companies-a');

    startLiveQuery(db, read);
    const started = startedLiveQuery<Company[]>(db, 'companies-a');
    expect(started).toBeDefined();
    await vi.waitFor(() => expect(started?.hasValue?.()).toBe(true));
    const first = started?.getValue?.();
    expect(first).toEqual([company]);

    const seen: Company[][] = [];
    const subscription = started?.subscribe((value) => seen.push(value));
    // At once, the same object: a screen that rendered it is not drawn again.
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(first);
    // Starting it again (a second warm start of the same page) does not read twice.
    startLiveQuery(db, read);
    expect(startedLiveQuery(db, 'companies-a')).toBe(started);
    expect(reads()).toBe(1);
    subscription?.unsubscribe();
  });

  it('follows the database live, and is dropped when its last subscriber leaves', async () => {
    const db = database();
    const { read } = countedRead(db, 'companies-b');
    startLiveQuery(db, read);
    const started = startedLiveQuery<Company[]>(db, 'companies-b');
    const seen: Company[][] = [];
    const subscription = started?.subscribe((value) => seen.push(value));
    await vi.waitFor(() => expect(seen).toEqual([[]]));

    const company = buildCompany();
    await db.companies.put(company);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual([company]));

    subscription?.unsubscribe();
    // The next screen that reads it starts a live query of its own.
    expect(startedLiveQuery(db, 'companies-b')).toBeUndefined();
  });

  it("is another database's read for nobody else: a second device's screen reads its own", async () => {
    const db = database();
    const other = database();
    startLiveQuery(db, countedRead(db, 'companies-c').read);
    expect(startedLiveQuery(other, 'companies-c')).toBeUndefined();
    const started = startedLiveQuery<Company[]>(db, 'companies-c');
    await vi.waitFor(() => expect(started?.hasValue?.()).toBe(true));
    started?.subscribe(() => undefined).unsubscribe();
  });

  it('passes a failed read to its subscribers', async () => {
    const db = database();
    startLiveQuery(db, {
      key: 'failing',
      read: () => Promise.reject(new Error('the disk is gone')),
    });
    const errors: unknown[] = [];
    const subscription = startedLiveQuery(db, 'failing')?.subscribe(
      () => undefined,
      (error) => errors.push(error),
    );
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(String(errors[0])).toContain('the disk is gone');
    subscription?.unsubscribe();
  });
});
