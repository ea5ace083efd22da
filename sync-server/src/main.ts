import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createApp } from './app';
import { TrustedProxies } from './http/request-origin';
import { readConfig } from './config';
import type { ServerConfig } from './config';
import { ADDRESS_WINDOW_MS, LOGIN_PAIR_RESET_MS } from './auth/login-limiter';
import type { Store } from './db/store';
import { openStore, storeLocation } from './db/store';
import { bufferedLog } from './log-writer';
import { ReaderPool } from './readers/reader-pool';
import type { ReaderPoolOptions } from './readers/reader-pool';
import type { HousekeepingAges, Repositories } from './repositories';
import { createRepositories } from './repositories';
import { prepareStore } from './startup';

/** Uploads never confirmed and idempotency keys are kept a week; expired sign-in records go. */
const HOUSEKEEPING_AGES: HousekeepingAges = {
  pendingDocumentMs: 7 * 24 * 60 * 60 * 1000,
  idempotencyKeyMs: 7 * 24 * 60 * 60 * 1000,
  loginWindowMs: ADDRESS_WINDOW_MS,
  loginPairResetMs: LOGIN_PAIR_RESET_MS,
};
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export interface RunningServer {
  url: string;
  port: number;
  repositories: Repositories;
  /** The store it serves (PostgreSQL or SQLite). */
  store: Store;
  close(): Promise<void>;
}

/**
 * Opens the store the settings name (PostgreSQL with DATABASE_URL, else SQLite under the data
 * directory), applies pending migrations, creates the first admin when needed and listens. The
 * only place that listens. Several processes may serve one PostgreSQL database: nothing that
 * must be shared is kept in a process.
 */
export async function startServer(
  config: ServerConfig,
  log: (line: string) => void = console.log,
  readerLimits: ReaderPoolOptions = {},
): Promise<RunningServer> {
  const store = openStore(storeLocation(config), log);
  try {
    await prepareStore(store, config, log);
  } catch (error) {
    await store.close();
    throw error;
  }
  const repositories = createRepositories(store);
  const housekeeping = () =>
    repositories.housekeeping.run(HOUSEKEEPING_AGES).then(
      () => undefined,
      (error: unknown) => log(`housekeeping failed: ${String(error)}`),
    );
  await housekeeping();
  const timer = setInterval(() => void housekeeping(), HOUSEKEEPING_INTERVAL_MS);
  timer.unref();

  const readers = new ReaderPool(readerLimits);
  const app = createApp({
    repositories,
    log,
    webDistDir: config.webDistDir,
    readers,
    trustedProxies: new TrustedProxies(config.trustProxy),
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch(async (error: unknown) => {
    clearInterval(timer);
    await Promise.all([readers.close(), store.close()]);
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${host}:${port}`,
    port,
    repositories,
    store,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(timer);
        server.close((error) => {
          Promise.all([readers.close(), store.close()]).then(
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
  output.log(`RISEMA listening on ${running.url} (data in ${running.store.description})`);
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
