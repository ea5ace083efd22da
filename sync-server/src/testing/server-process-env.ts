/** Where a server process keeps its data and who its first admin is (tests and benches). */
export interface ServerProcessSettings {
  /** SQLite's directory; absent: the environment's (a PostgreSQL run needs none). */
  dataDir?: string;
  /** PostgreSQL's URL; absent or empty: SQLite. */
  databaseUrl?: string;
  admin: { email: string; password: string };
}

/**
 * The environment of `npm run serve`'s server started in a process of its own by a test or a
 * bench: this process's, with the store, the first admin, and an ephemeral port on 127.0.0.1
 * (the server prints the URL it listens on).
 */
export function serverProcessEnv(settings: ServerProcessSettings): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...(settings.dataDir === undefined ? {} : { DATA_DIR: settings.dataDir }),
    DATABASE_URL: settings.databaseUrl ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_EMAIL: settings.admin.email,
    ADMIN_PASSWORD: settings.admin.password,
  };
}
