import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createApp } from './app';
import { readConfig } from './config';
import type { ServerConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { ensureFirstAdmin } from './first-admin';
import { bufferedLog } from './log-writer';
import { migrations } from './migrations';
import { ReaderPool } from './readers/reader-pool';
import type { ReaderPoolOptions } from './readers/reader-pool';
import type { Repositories } from './repositories';
import { createRepositories } from './repositories';

/** Uploads never confirmed, idempotency keys and expired sessions are kept this long. */
const PENDING_DOCUMENT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const IDEMPOTENCY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export interface RunningServer {
  url: string;
  port: number;
  repositories: Repositories;
  close(): Promise<void>;
}

async function housekeeping(repositories: Repositories): Promise<void> {
  await repositories.sessions.deleteExpired();
  await repositories.documents.purgePending(PENDING_DOCUMENT_MAX_AGE_MS);
  await repositories.idempotency.purge(IDEMPOTENCY_MAX_AGE_MS);
}

/**
 * Opens the database under the data directory, applies pending migrations, creates the first
 * admin when needed and listens. The only place that listens.
 */
export async function startServer(
  config: ServerConfig,
  log: (line: string) => void = console.log,
  readerLimits: ReaderPoolOptions = {},
): Promise<RunningServer> {
  const db = openDatabase(config.dataDir);
  migrate(db, migrations);
  const repositories = createRepositories(db);
  await ensureFirstAdmin(repositories, config, log);
  await housekeeping(repositories);
  const timer = setInterval(() => {
    housekeeping(repositories).catch((error: unknown) =>
      log(`housekeeping failed: ${String(error)}`),
    );
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();

  const readers = new ReaderPool(readerLimits);
  const app = createApp({ repositories, log, webDistDir: config.webDistDir, readers });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${host}:${port}`,
    port,
    repositories,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(timer);
        server.close((error) => {
          db.close();
          readers.close().then(
            () => (error ? reject(error) : resolve()),
            (closing: unknown) =>
              reject(error ?? (closing instanceof Error ? closing : new Error(String(closing)))),
          );
        });
        // Idle keep-alive connections would hold close() open.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      }),
  };
}

async function main(): Promise<void> {
  const config = readConfig();
  const output = bufferedLog();
  const running = await startServer(config, (line) => output.log(line));
  output.log(`RISEMA listening on ${running.url} (data in ${config.dataDir})`);
  const stop = () => {
    running.close().then(
      () => {
        output.flush();
        process.exit(0);
      },
      () => {
        output.flush();
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
