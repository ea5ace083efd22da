import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate';
import { openStore } from '../db/store';
import { migrations } from '../migrations';
import type { PostgresCluster } from './postgres-cluster';
import { startPostgresCluster } from './postgres-cluster';
import { memoryTempRoot } from './memory-temp-root';
import { TEMPLATE_DATABASE } from './template-database';

declare module 'vitest' {
  interface ProvidedContext {
    /** The test run's PostgreSQL cluster: its URL without a database. */
    risemaPostgresUrl: string;
  }
}

let cluster: PostgresCluster | undefined;

/**
 * Vitest's global set-up for the server's tests: ONE PostgreSQL cluster for the whole run, with
 * a migrated template database; every test store or server copies it into a database of its own
 * (`CREATE DATABASE … TEMPLATE`, much faster than migrating each one).
 */
export async function setup(project: TestProject): Promise<void> {
  // Its files in memory: creating and dropping a database per test copies megabytes each time.
  cluster = await startPostgresCluster(undefined, memoryTempRoot());
  const template = `${cluster.baseUrl}/${TEMPLATE_DATABASE}`;
  await cluster.admin((client) => client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`));
  const store = openStore({ kind: 'postgres', url: template });
  try {
    await store.dialect.exclusive(store.db, 'startup', (tx) =>
      migrate(tx, store.dialect, migrations),
    );
  } finally {
    await store.close();
  }
  project.provide('risemaPostgresUrl', cluster.baseUrl);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}
