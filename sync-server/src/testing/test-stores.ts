import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '../db/migrate';
import type { Database } from '../db/schema';
import type { Store, StoreLocation } from '../db/store';
import { openStore } from '../db/store';
import { migrations } from '../migrations';
import { memoryTempRoot } from './memory-temp-root';
import { TEMPLATE_DATABASE } from './template-database';
// The type of inject('risemaPostgresUrl') (a module augmentation), for programs that compile
// this file without the vitest config (web's benchmarks).
import type {} from './postgres-global-setup';

/** The stores every store-dependent test runs on. */
export const STORES = ['sqlite', 'postgres'] as const;
export type TestStoreKind = (typeof STORES)[number];

/**
 * A fresh temporary directory for a test's SQLite files: in memory (/dev/shm) where there is
 * one, so the fsync of every commit (`synchronous = FULL`) does not slow the tests down.
 */
export function testDataDir(): string {
  return mkdtempSync(path.join(memoryTempRoot(), 'risema-test-'));
}

/** The test run's PostgreSQL cluster (see postgres-global-setup.ts). */
function clusterUrl(): string {
  const url = inject('risemaPostgresUrl') as string | undefined;
  if (!url) {
    throw new Error(
      'no PostgreSQL for tests: add src/testing/postgres-global-setup.ts to the vitest globalSetup',
    );
  }
  return url;
}

/** Connections to the cluster's maintenance database, kept a moment between tests. */
let maintenance: pg.Pool | undefined;

async function onCluster(sql: string): Promise<void> {
  maintenance ??= new pg.Pool({
    connectionString: `${clusterUrl()}/postgres`,
    max: 2,
    idleTimeoutMillis: 2000,
    allowExitOnIdle: true,
  });
  await maintenance.query(sql);
}

/**
 * A database of its own for a test, migrated: a copy of the run's template (copied as files:
 * the cluster does not sync them, so that is the fastest way); `empty`: with no table at all.
 */
export async function newTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `risema_test_${randomBytes(8).toString('hex')}`;
  const template = options.empty ? 'template0' : TEMPLATE_DATABASE;
  await onCluster(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`);
  return {
    url: `${clusterUrl()}/${name}`,
    drop: () => onCluster(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Where a fresh test store of a kind lives, and how to remove it. A PostgreSQL one comes
 * migrated unless `empty`; a SQLite one is always empty (migrating it is quick).
 */
export async function newTestLocation(
  kind: TestStoreKind,
  options: { empty?: boolean } = {},
): Promise<{ location: StoreLocation; remove: () => Promise<void> }> {
  if (kind === 'postgres') {
    const database = await newTestDatabase(options);
    return { location: { kind, url: database.url }, remove: database.drop };
  }
  const dataDir = testDataDir();
  return {
    location: { kind, dataDir },
    remove: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
  };
}

/**
 * An open store of a kind for a test, migrated unless `empty`; `dispose()` closes and removes it.
 */
export async function openTestStore(
  kind: TestStoreKind,
  options: { empty?: boolean } = {},
): Promise<{ store: Store; location: StoreLocation; dispose: () => Promise<void> }> {
  const { location, remove } = await newTestLocation(kind, options);
  const store = openStore(location);
  if (!options.empty) {
    await store.dialect.exclusive(store.db, 'startup', (tx) =>
      migrate(tx, store.dialect, migrations),
    );
  }
  return {
    store,
    location,
    dispose: async () => {
      await store.close();
      await remove();
    },
  };
}

/** How many rows a table of the store holds (for tests that check what was kept). */
export async function countRows(store: Store, table: keyof Database): Promise<number> {
  const row = await store.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
