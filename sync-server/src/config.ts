import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAddressOrCidr } from './http/request-origin';

/** The repository's built web app, found from this file's location (not the working directory). */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface ServerConfig {
  /** SQLite's directory; unused when `databaseUrl` is set. */
  dataDir: string;
  /** A PostgreSQL database (`postgres://…`): the store instead of SQLite in `dataDir`. */
  databaseUrl?: string;
  port: number;
  host: string;
  webDistDir: string;
  adminEmail?: string;
  adminPassword?: string;
  /** TRUST_PROXY: addresses and CIDR blocks of the proxies whose X-Forwarded-* are believed. */
  trustProxy: string[];
}

/**
 * The server's settings from the environment: DATABASE_URL (a `postgres://` URL: PostgreSQL 14 or
 * later is the store), else DATA_DIR (SQLite's directory, default `./data` of the working
 * directory), PORT (3000), HOST (all interfaces), WEB_DIST_DIR (the repository's `web/dist`),
 * ADMIN_EMAIL and ADMIN_PASSWORD (the first admin, created once), TRUST_PROXY (comma-separated
 * addresses or CIDR blocks of reverse proxies whose X-Forwarded-For/Proto count; default none).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a PostgreSQL URL (postgres://…); unset it for SQLite');
  }
  const trustProxy = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = trustProxy.find((entry) => !isAddressOrCidr(entry));
  if (wrong !== undefined) {
    throw new Error(`TRUST_PROXY must list addresses or CIDR blocks, not ${wrong}`);
  }
  return {
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    port,
    host: env.HOST ?? '0.0.0.0',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustProxy,
  };
}
