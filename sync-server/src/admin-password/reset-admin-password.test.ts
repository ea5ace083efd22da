import { execFile } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOffice, TestServer } from '../testing';
import { entryPointArgs } from '../testing/entry-points';
import { STORES, apiRequest, login, seedOffice, startTestServer, testDataDir } from '../testing';
import { resetAdminMessages } from './reset-admin-password';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real command against a store (the server's settings), as an operator would: the
 * script `npm run reset-admin-password` runs, built for this test run (testing/entry-points.ts).
 */
function run(store: Pick<TestServer, 'dataDir' | 'databaseUrl'>, ...args: string[]) {
  const env = { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl ?? '' };
  return new Promise<Run>((resolve) => {
    execFile(
      process.execPath,
      [...entryPointArgs('reset-admin-password'), ...args],
      { env, cwd: repoRoot },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The password the command printed, checking it appears on that one line only. */
function printedPassword(result: Run, email: string): string {
  expect(result.code).toBe(0);
  const password = new RegExp(`^Nova password de ${email}: (\\S+)$`, 'm').exec(result.stdout)?.[1];
  expect(password).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const shown = password ?? '';
  expect(result.stdout.split(shown)).toHaveLength(2);
  expect(result.stderr).not.toContain(shown);
  return shown;
}

async function signIn(server: TestServer, email: string, password: string) {
  return apiRequest<{ user: { mustChangePassword: boolean } }>(server, '/api/auth/login', {
    body: { email, password },
  });
}

// Each run starts a Node process (a CPU-second or more): the two stores' runs go side
// by side, each store's cases in order (they share its server, and the last one stops it).
describe.concurrent.each(STORES)('npm run reset-admin-password on %s', (store) => {
  describe.sequential('on its store', () => {
    let server: TestServer;
    let office: SeededOffice;

    beforeAll(async () => {
      server = await startTestServer({ store });
      office = await seedOffice(server);
    });
    afterAll(() => server.stop());

    it('prints a one-time password and ends the admin’s sessions while the server runs', async () => {
      const token = await login(server, server.admin.email, server.admin.password);
      const second = await login(server, server.admin.email, server.admin.password);
      const accountantToken = await login(
        server,
        office.accountant.email,
        office.accountant.password,
      );
      expect((await apiRequest(server, '/api/auth/me', { token })).status).toBe(200);
      const result = await run(server, server.admin.email.toUpperCase());
      const password = printedPassword(result, server.admin.email);
      expect(result.stdout + result.stderr).not.toContain(server.admin.password);
      // The running server sees the other process's commit at once: both sessions are gone.
      expect((await apiRequest(server, '/api/auth/me', { token })).status).toBe(401);
      expect((await apiRequest(server, '/api/auth/me', { token: second })).status).toBe(401);
      expect((await signIn(server, server.admin.email, server.admin.password)).status).toBe(401);
      const fresh = await signIn(server, server.admin.email, password);
      expect(fresh.status).toBe(200);
      expect(fresh.body.user.mustChangePassword).toBe(true);
      expect(server.logs.join('\n')).not.toContain(password);
      // Other users keep their sessions.
      expect((await apiRequest(server, '/api/auth/me', { token: accountantToken })).status).toBe(
        200,
      );
    }, 120_000);

    it('refuses a non-admin or unknown email in Portuguese, changing nothing', async () => {
      // Two runs at once: each starts a Node process.
      const [accountant, unknown] = await Promise.all([
        run(server, office.accountant.email),
        run(server, 'ninguem@risema.test'),
      ]);
      expect(accountant.code).toBe(1);
      expect(accountant.stderr).toContain(resetAdminMessages.notAdmin(office.accountant.email));
      expect(accountant.stdout).toBe('');
      expect(
        (await signIn(server, office.accountant.email, office.accountant.password)).status,
      ).toBe(200);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain(resetAdminMessages.notFound('ninguem@risema.test'));
    }, 120_000);

    it('works with the server stopped: the next start signs the admin in with it', async () => {
      await server.stop({ keepData: true });
      const result = await run(server, server.admin.email);
      const password = printedPassword(result, server.admin.email);
      const restarted = await startTestServer({
        store,
        dataDir: server.dataDir,
        databaseUrl: server.databaseUrl,
      });
      try {
        const fresh = await signIn(restarted, server.admin.email, password);
        expect(fresh.status).toBe(200);
        expect(fresh.body.user.mustChangePassword).toBe(true);
      } finally {
        await restarted.stop();
        await server.removeData();
      }
    }, 120_000);
  });
});

describe('npm run reset-admin-password without its argument or a database', () => {
  it('says how to call it before it opens any store', async () => {
    const dataDir = testDataDir();
    try {
      const usage = await run({ dataDir });
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain(resetAdminMessages.usage);
      expect(usage.stdout).toBe('');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('says where it looked instead of creating an empty one', async () => {
    const dataDir = testDataDir();
    try {
      const result = await run({ dataDir }, 'admin@risema.test');
      expect(result.code).toBe(1);
      const file = path.join(dataDir, 'risema.sqlite');
      expect(result.stderr).toContain(resetAdminMessages.noDatabase(file));
      expect(existsSync(file)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
