/**
 * Test helpers over the REAL server: `startTestServer()` starts the real app (real HTTP on
 * 127.0.0.1 with an ephemeral port) on a real store: a SQLite file in a fresh temporary DATA_DIR,
 * or with `{ store: 'postgres' }` a fresh database of the test run's PostgreSQL cluster (the
 * sync-server project's global set-up starts it); `seedOffice()` creates, through the real HTTP
 * API, a licence, an accountant and a company with its manager; `startSeededServer()` does both
 * and hands out a session of each role, for route tests.
 *
 * How the web tests use it:
 *
 *   import { seedOffice, startTestServer } from '@risema/sync-server/testing';
 *   const server = await startTestServer({ webDistDir: path.resolve(repoRoot, 'web/dist') });
 *   const office = await seedOffice(server);              // ids and credentials of every role
 *   // sign in as server.admin, office.accountant or office.manager (manager password = NIF)
 *   await server.stop();                                  // in afterAll; removes the temp dir
 *
 * - Browser tests: pass `webDistDir` (defaults to the repository's web/dist when it exists) and
 *   open `server.url`; the app and `/api` share that origin.
 * - Unit tests (fetch from Node): call `${server.url}/api/...`; `login()` and `apiRequest()` help.
 * - Restart: `stop({ keepData: true })` then `startTestServer({ dataDir: server.dataDir })`
 *   (or `{ databaseUrl: server.databaseUrl }` on PostgreSQL) finds every row again (a dataDir or
 *   database that was given is never deleted by stop(); `removeData()` of the first server
 *   removes it when done).
 * - Store-dependent tests run on both stores: `describe.each(STORES)`.
 * - `server.logs` holds the request log lines (nothing is printed).
 * - `readerLimits` sets the upload reader pool's budgets (`timeoutMs`, `maxHeapMb`, threads).
 * - Users whose password someone else set must change it before anything else
 *   (`mustChangePassword`): seedOffice clears that for its accountant and manager, so they sign
 *   in and work at once, unless `passwordsToChange: true` (to test the forced change).
 *   `setMustChangePassword(server, userId, value)` sets it for any user.
 * - An expired licence cannot be made through the API (past dates are refused):
 *   `setLicenseExpiry(server, licenseId, '2020-01-01T00:00:00.000Z')` writes it in the database,
 *   through the running server's own repositories (`server.repositories`: its read caches
 *   follow its own writes at once; on SQLite another connection's only from the next request's
 *   session lookup).
 */
import type { Company, License, User } from '@risema/finance-core/contract';
import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hashSessionToken, newSessionToken } from '../auth/tokens';
import { DEFAULT_WEB_DIST_DIR } from '../config';
import type { StoreLocation } from '../db/store';
import { openStore, storeLocation } from '../db/store';
import { startServer } from '../main';
import type { ReaderPoolOptions } from '../readers/reader-pool';
import type { Repositories } from '../repositories';
import { createRepositories } from '../repositories';
import type { TestStoreKind } from './test-stores';
import { builtEntryPoint } from './entry-points';
import { newTestDatabase, testDataDir } from './test-stores';

export type { TestStoreKind } from './test-stores';
export { usePasswordCostForTests } from '../auth/password';
export {
  STORES,
  newTestDatabase,
  newTestLocation,
  openTestStore,
  testDataDir,
} from './test-stores';

/**
 * The repositories of the test servers running in this process, by where their data is (several
 * servers may share one PostgreSQL database, as server processes do).
 */
const runningServers = new Map<string, Set<Repositories>>();

/** The repositories of a server running on that data in this process, if one is. */
function runningOn(server: Pick<TestServer, 'dataDir' | 'databaseUrl'>): Repositories | undefined {
  return runningServers.get(dataKey(server))?.values().next().value;
}

/** The key of a server's data in `runningServers`. */
function dataKey(server: Pick<TestServer, 'dataDir' | 'databaseUrl'>): string {
  return server.databaseUrl ?? server.dataDir;
}

export interface TestServer {
  url: string;
  /** The store it runs on. */
  store: TestStoreKind;
  /** SQLite's directory (a temporary one, unused, on PostgreSQL). */
  dataDir: string;
  /** The PostgreSQL database, on PostgreSQL. */
  databaseUrl?: string;
  /** The running server's own repositories (for set-up the API cannot do). */
  repositories: Repositories;
  admin: { email: string; password: string };
  /**
   * Stops the server; removes its temporary data directory and its test database unless
   * `keepData` or they were given.
   */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** Removes its temporary data directory and test database (after `stop({ keepData: true })`). */
  removeData(): Promise<void>;
  /** Request log lines of this server (method, path, status, duration). */
  logs: string[];
}

/** The first admin of every test server (the same on a restart of the same data directory). */
export const TEST_ADMIN = { email: 'admin@risema.test', password: 'admin-risema-test' } as const;

/** How to start a test server. */
export interface TestServerOptions {
  /** SQLite (the default) or PostgreSQL (a fresh database of the test run's cluster). */
  store?: TestStoreKind;
  /** SQLite: this directory instead of a fresh one (a restart). */
  dataDir?: string;
  /** PostgreSQL: this database instead of a fresh one (a restart). */
  databaseUrl?: string;
  webDistDir?: string;
  /** The upload reader pool's budgets (`timeoutMs`, `maxHeapMb`, threads). */
  readerLimits?: ReaderPoolOptions;
  /** TRUST_PROXY's entries (none by default). */
  trustProxy?: string[];
}

/**
 * A test server's upload readers unless the test sets their budgets: the worker starts with the
 * first file and stays until the server stops. Most test servers read no file, and a ready
 * worker, loading the readers, costs each of them some 0.4 CPU-s (a deployed server keeps one
 * ready: the first upload waits for no start-up).
 */
const LAZY_READERS: ReaderPoolOptions = { minThreads: 0, idleTimeoutMs: Infinity };

/** Starts the real server on 127.0.0.1 and an ephemeral port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const store: TestStoreKind =
    options.databaseUrl !== undefined ? 'postgres' : (options.store ?? 'sqlite');
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? testDataDir();
  const database =
    store === 'postgres' && options.databaseUrl === undefined ? await newTestDatabase() : null;
  const databaseUrl = options.databaseUrl ?? database?.url;
  const logs: string[] = [];
  const running = await startServer(
    {
      dataDir,
      databaseUrl,
      port: 0,
      host: '127.0.0.1',
      webDistDir: options.webDistDir ?? DEFAULT_WEB_DIST_DIR,
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      trustProxy: options.trustProxy ?? [],
    },
    (line) => logs.push(line),
    { builtWorker: builtEntryPoint('reader-worker'), ...(options.readerLimits ?? LAZY_READERS) },
  );
  const key = dataKey({ dataDir, databaseUrl });
  const removeData = async () => {
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  runningServers.set(key, (runningServers.get(key) ?? new Set()).add(running.repositories));
  let stopped = false;
  return {
    url: running.url,
    store,
    dataDir,
    databaseUrl,
    repositories: running.repositories,
    admin: { ...TEST_ADMIN },
    logs,
    async stop(stopOptions = {}) {
      if (stopped) return;
      stopped = true;
      runningServers.get(key)?.delete(running.repositories);
      await running.close();
      if (!stopOptions.keepData) await removeData();
    },
    removeData,
  };
}

/**
 * A session of a user of a server running in this process, made through its repositories as a
 * sign-in makes it (without spending a password check on set-up); answers the token.
 */
export async function openSession(
  server: Pick<TestServer, 'dataDir' | 'databaseUrl'>,
  userId: string,
): Promise<string> {
  const running = runningOn(server);
  if (!running) throw new Error('openSession needs a server running in this process');
  const token = newSessionToken();
  await running.sessions.create(hashSessionToken(token), userId);
  return token;
}

/** An answer of the API: status, parsed JSON body (or null), headers. */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One JSON request to the server, with a bearer token when given. */
export async function apiRequest<T = unknown>(
  server: Pick<TestServer, 'url'>,
  path: string,
  init: {
    method?: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    form?: FormData;
  } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: FormData | string | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** Signs in and returns the session token (throws on failure). */
export async function login(
  server: Pick<TestServer, 'url'>,
  email: string,
  password: string,
): Promise<string> {
  const answer = await apiRequest<{ token?: string; message?: string }>(server, '/api/auth/login', {
    body: { email, password },
  });
  if (answer.status !== 200 || !answer.body.token) {
    throw new Error(`login of ${email} failed: ${answer.status} ${answer.body.message ?? ''}`);
  }
  return answer.body.token;
}

/**
 * Signs in a user whose password someone else set (an accountant the admin created, a manager
 * with the NIF) as one who has since chosen their own: the duty to change it is cleared through
 * the server's repositories, and the password stays the one given. For tests about something
 * else; the forced change itself is tested with `login`.
 */
export async function loginReady(
  server: Pick<TestServer, 'url' | 'dataDir' | 'databaseUrl'>,
  email: string,
  password: string,
): Promise<string> {
  const answer = await apiRequest<{
    token?: string;
    user?: { id: string; mustChangePassword?: boolean };
  }>(server, '/api/auth/login', { body: { email, password } });
  const { token, user } = answer.body;
  if (answer.status !== 200 || !token || !user) {
    throw new Error(`login of ${email} failed: ${answer.status}`);
  }
  if (user.mustChangePassword) await setMustChangePassword(server, user.id, false);
  return token;
}

/** A random valid Portuguese NIF (companies' range, starting with 5). */
export function randomNif(): string {
  const digits = [5, ...Array.from(randomBytes(7), (byte) => byte % 10)];
  const sum = digits.reduce((total, digit, i) => total + digit * (9 - i), 0);
  const check = 11 - (sum % 11);
  return [...digits, check >= 10 ? 0 : check].join('');
}

export interface SeedOptions {
  officeName?: string;
  /** Tiered licence; otherwise a simple one with `maxCompanies` (default 10). */
  tier?: 'professional' | 'business';
  maxCompanies?: number;
  accountant?: { name?: string; email?: string; password?: string };
  company?: { name?: string; taxId?: string; managerName?: string; managerEmail?: string };
  /**
   * Leave the accountant and the manager with the duty to change the password the admin and the
   * accountant chose for them, as the API creates them. By default it is cleared (their
   * passwords stay the ones seeded), so they sign in and work at once.
   */
  passwordsToChange?: boolean;
}

/** Credentials and ids of a seeded user. */
export interface SeededUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

export interface SeededOffice {
  license: License;
  accountant: SeededUser;
  company: Company;
  /** The company's manager; their password is the company's NIF. */
  /** The manager, whose password is still the NIF unless set otherwise: the activation code too. */
  manager: SeededUser & { activationCode: string | null };
}

/**
 * Through the real API: the admin creates a licence and an accountant linked to it; the
 * accountant creates a company, which creates its manager (password = NIF). Emails are unique
 * per call unless given.
 */
export async function seedOffice(
  server: TestServer,
  options: SeedOptions = {},
): Promise<SeededOffice> {
  const tag = randomBytes(4).toString('hex');
  const adminToken = await signIn(server, server.admin.email, server.admin.password);
  const expiresAt = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString();
  const license = await expect201<License>(
    apiRequest(server, '/api/licenses', {
      token: adminToken,
      body: {
        officeName: options.officeName ?? `Escritório ${tag}`,
        ...(options.tier
          ? { tier: options.tier }
          : { maxCompanies: options.maxCompanies ?? 10, expiresAt }),
      },
    }),
  );
  const accountantInput = {
    name: options.accountant?.name ?? `Contabilista ${tag}`,
    email: options.accountant?.email ?? `contabilista-${tag}@risema.test`,
    password: options.accountant?.password ?? `password-${tag}`,
  };
  const accountant = await expect201<User>(
    apiRequest(server, '/api/users', {
      token: adminToken,
      body: { ...accountantInput, role: 'accountant', licenseId: license.id },
    }),
  );
  // The accountant works at once (unless `passwordsToChange`, set again at the end).
  await setMustChangePassword(server, accountant.id, false);
  const accountantToken = await signIn(
    server,
    accountantInput.email,
    accountantInput.password,
    accountant.id,
  );
  const companyInput = {
    name: options.company?.name ?? `Empresa ${tag}, Lda`,
    taxId: options.company?.taxId ?? randomNif(),
    managerName: options.company?.managerName ?? `Gestor ${tag}`,
    managerEmail: options.company?.managerEmail ?? `gestor-${tag}@risema.test`,
  };
  // The company as every later read answers it; the activation code (answered once) apart.
  const { managerActivationCode, ...company } = await expect201<
    Company & { managerActivationCode?: string }
  >(apiRequest(server, '/api/companies', { token: accountantToken, body: companyInput }));
  await apiRequest(server, '/api/auth/logout', { method: 'POST', token: accountantToken });
  await apiRequest(server, '/api/auth/logout', { method: 'POST', token: adminToken });
  if (options.passwordsToChange) await setMustChangePassword(server, accountant.id, true);
  else await setMustChangePassword(server, company.managerId ?? '', false);
  return {
    license,
    accountant: { id: accountant.id, ...accountantInput },
    company,
    manager: {
      id: company.managerId ?? '',
      name: companyInput.managerName,
      email: companyInput.managerEmail,
      password: companyInput.taxId,
      activationCode: managerActivationCode ?? null,
    },
  };
}

/**
 * A session for seeding: made through the repositories of a server running in this process (no
 * password check to wait for), else by signing in over HTTP.
 */
async function signIn(
  server: TestServer,
  email: string,
  password: string,
  userId?: string,
): Promise<string> {
  const running = runningOn(server);
  if (!running) return login(server, email, password);
  const id = userId ?? (await running.users.findByEmail(email))?.id;
  if (!id) throw new Error(`no user ${email}`);
  return openSession(server, id);
}

async function expect201<T>(answer: Promise<ApiAnswer>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 201) throw new Error(`seeding failed: ${status} ${JSON.stringify(body)}`);
  return body as T;
}

/**
 * Sets or clears a user's duty to change their password (as a password set by someone else
 * leaves it), through the repositories of the server running on that data directory in this
 * process, or through a connection of its own when none is.
 */
export async function setMustChangePassword(
  server: Pick<TestServer, 'dataDir' | 'databaseUrl'>,
  userId: string,
  value: boolean,
): Promise<void> {
  await withRepositories(server, async (repositories) => {
    if (!(await repositories.users.setMustChangePassword(userId, value))) {
      throw new Error(`no user ${userId}`);
    }
  });
}

/**
 * Runs `work` with the repositories of the server running on that data in this process, or over
 * a connection of its own when none is.
 */
async function withRepositories(
  server: Pick<TestServer, 'dataDir' | 'databaseUrl'>,
  work: (repositories: Repositories) => Promise<void>,
): Promise<void> {
  const running = runningOn(server);
  if (running) return work(running);
  const location: StoreLocation = storeLocation(server);
  const store = openStore(location);
  try {
    await work(createRepositories(store));
  } finally {
    await store.close();
  }
}

/**
 * Sets a licence's expiry directly (the API refuses past dates), as an admin edit would: through
 * the repositories of the server running on that data directory in this process, or through a
 * connection of its own when none is.
 */
export async function setLicenseExpiry(
  server: Pick<TestServer, 'dataDir' | 'databaseUrl'>,
  licenseId: string,
  expiryDate: string,
): Promise<void> {
  await withRepositories(server, async (repositories) => {
    await repositories.licenses.update(licenseId, { expiryDate });
  });
}

/** A test server with one seeded office and a session of each of its roles. */
export interface SeededServer {
  server: TestServer;
  office: SeededOffice;
  /** Session tokens of the first admin, the office's accountant and the company's manager. */
  tokens: { admin: string; accountant: string; manager: string };
}

/**
 * The set-up of a route test in one call: a test server on `store` (SQLite by default) with an
 * office seeded through the API (`seedOffice`), and a session for each role. Stop it with
 * `server.stop()`.
 */
export async function startSeededServer(
  options: SeedOptions & Pick<TestServerOptions, 'store' | 'webDistDir'> = {},
): Promise<SeededServer> {
  const { store, webDistDir, ...seed } = options;
  const server = await startTestServer({ store, webDistDir });
  try {
    const office = await seedOffice(server, seed);
    const admin = await server.repositories.users.findByEmail(server.admin.email);
    if (!admin) throw new Error('the first admin is missing');
    const [adminToken, accountant, manager] = await Promise.all([
      openSession(server, admin.id),
      openSession(server, office.accountant.id),
      openSession(server, office.manager.id),
    ]);
    return { server, office, tokens: { admin: adminToken, accountant, manager } };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
