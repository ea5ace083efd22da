/**
 * `npm run migrate-store`: a database the SQLite server made, through its real API, copied into
 * an empty PostgreSQL database by the real command, verified, and then served by the real server
 * on PostgreSQL with the same answers (issue 15).
 */
import type { Company, FinancialDataResponse, SyncResponse } from '@risema/finance-core/contract';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openStore, openSqliteFile } from '../src/db/store';
import { COPIED_TABLES } from '../src/migrate-store/store-tables';
import { verifyCopy } from '../src/migrate-store/verify-copy';
import { entryPointArgs } from '../src/testing/entry-points';
import type { SeededOffice, TestServer } from '../src/testing';
import {
  apiRequest,
  login,
  newTestDatabase,
  randomNif,
  seedOffice,
  startTestServer,
} from '../src/testing';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const WORKBOOK = 'myreport-padaria-lusitana-2025-12.xlsx';
const PERIOD = '2025-12';

/** Runs `npm run migrate-store -- …`'s script as npm would, in a process of its own. */
function runCli(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...entryPointArgs('migrate-store'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, INIT_CWD: repoRoot },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

let sqlite: TestServer;
let office: SeededOffice;
let target: { url: string; drop: () => Promise<void> };
let tokens: { accountant: string; manager: string };
/** The SQLite server's answers, to be given again on PostgreSQL. */
let before: {
  companies: Company[];
  data: FinancialDataResponse;
  sync: SyncResponse;
  cursor: string;
};
let otherCompanyId: string;

beforeAll(async () => {
  sqlite = await startTestServer({ store: 'sqlite' });
  office = await seedOffice(sqlite);
  tokens = {
    accountant: await login(sqlite, office.accountant.email, office.accountant.password),
    manager: await login(sqlite, office.manager.email, office.manager.password),
  };
  const accountant = tokens.accountant;
  // A company deleted (a tombstone) and another kept, created with an idempotency key.
  const newCompany = () => {
    const taxId = randomNif();
    return {
      name: `Empresa ${taxId}, Lda`,
      taxId,
      managerName: 'Gestor',
      managerEmail: `gestor-${taxId}@risema.test`,
    };
  };
  const gone = await apiRequest<Company>(sqlite, '/api/companies', {
    token: accountant,
    body: newCompany(),
  });
  await apiRequest(sqlite, `/api/companies/${gone.body.id}`, {
    method: 'DELETE',
    token: accountant,
  });
  const kept = await apiRequest<Company>(sqlite, '/api/companies', {
    token: accountant,
    body: newCompany(),
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(kept.status).toBe(201);
  otherCompanyId = kept.body.id;
  // A real workbook of fixtures/ uploaded and confirmed; another left pending.
  for (const confirm of [true, false]) {
    const form = new FormData();
    form.append('companyId', office.company.id);
    form.append(
      'document',
      new Blob([readFileSync(path.join(repoRoot, 'fixtures', WORKBOOK))]),
      WORKBOOK,
    );
    const uploaded = await apiRequest<{ documentId: string }>(sqlite, '/api/documents/upload', {
      token: accountant,
      form,
    });
    expect(uploaded.status).toBe(201);
    if (confirm) {
      const confirmed = await apiRequest(
        sqlite,
        `/api/documents/${uploaded.body.documentId}/confirm`,
        {
          token: accountant,
          body: { confirmedPeriod: PERIOD },
        },
      );
      expect(confirmed.status).toBe(200);
    }
  }
  const sync = await apiRequest<SyncResponse>(sqlite, '/api/sync', { token: accountant });
  before = {
    companies: (await apiRequest<Company[]>(sqlite, '/api/companies', { token: accountant })).body,
    data: (
      await apiRequest<FinancialDataResponse>(
        sqlite,
        `/api/companies/${office.company.id}/financial-data?period=${PERIOD}`,
        { token: tokens.manager },
      )
    ).body,
    sync: sync.body,
    cursor: sync.body.cursor,
  };
  expect(before.data.balanceSheet?.detailedAccounts.length).toBeGreaterThan(0);
  await sqlite.stop({ keepData: true });
  target = await newTestDatabase({ empty: true });
}, 60_000);

afterAll(async () => {
  await sqlite.removeData();
  await target.drop();
});

describe('npm run migrate-store', () => {
  const sourceFile = () => path.join(sqlite.dataDir, DATABASE_FILE);

  it('copies every table into an empty PostgreSQL database, verifies it and prints its progress', async () => {
    const { code, output } = await runCli('--from', sourceFile(), '--to', target.url);
    expect(output).toContain('Cópia verificada e concluída');
    expect(code).toBe(0);
    expect(output).toMatch(/period_data: 1 \/ 1 linhas copiadas/);
    expect(output).toContain('A verificar');
    expect(output).not.toContain('risema-test@'); // the password of the URL is not printed

    const from = openSqliteFile(sourceFile(), { mustExist: true });
    const to = openStore({ kind: 'postgres', url: target.url });
    try {
      // Every table of the schema is copied (none forgotten by the list).
      const { rows } = await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
        from.db,
      );
      expect(rows.map((row) => row.name).sort()).toEqual(
        [...COPIED_TABLES.map((table) => table.name), 'schema_migrations'].sort(),
      );
      const verification = await verifyCopy(from.db, to.db);
      expect(verification.differences).toEqual([]);
      expect(verification.periods).toBe(1);
      const count = (name: string) =>
        verification.tables.find((table) => table.name === name)?.target;
      expect(count('companies')).toBe(2);
      expect(count('tombstones')).toBeGreaterThan(0);
      expect(count('sessions')).toBeGreaterThanOrEqual(2);
      expect(count('documents')).toBe(2);
      expect(count('idempotency_keys')).toBe(1);

      // Verification is real: a period changed in the copy is named.
      await to.db
        .transaction()
        .execute(async (tx) => {
          await tx
            .updateTable('period_data')
            .set({ balance_sheet: '{"changed":true}' })
            .where('company_id', '=', office.company.id)
            .execute();
          const tampered = await verifyCopy(from.db, tx);
          expect(tampered.differences).toContain(
            `period_data ${JSON.stringify([office.company.id, PERIOD])}: differs in the copy`,
          );
          throw new Error('rolled back');
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.message === 'rolled back')) throw error;
        });
    } finally {
      await Promise.all([from.close(), to.close()]);
    }
  }, 60_000);

  it('refuses a target that is not empty (Portuguese message) and leaves it as it was', async () => {
    const { code, output } = await runCli('--from', sourceFile(), '--to', target.url);
    expect(code).toBe(1);
    expect(output).toContain('A base de dados de destino não está vazia');
    expect(output).toContain('companies: 2');
    const to = openStore({ kind: 'postgres', url: target.url });
    try {
      const companies = await to.db.selectFrom('companies').select('id').execute();
      expect(companies).toHaveLength(2);
    } finally {
      await to.close();
    }
  }, 60_000);

  it('refuses a target that is not PostgreSQL', async () => {
    const notPostgres = await runCli('--from', sourceFile(), '--to', '/tmp/outra.sqlite');
    expect(notPostgres.code).toBe(2);
    expect(notPostgres.output).toContain('O destino tem de ser um endereço PostgreSQL');
  }, 30_000);

  it('is served by the server on PostgreSQL with the same answers, sessions and sync cursor', async () => {
    const postgres = await startTestServer({ databaseUrl: target.url });
    try {
      expect(postgres.logs.some((line) => line.startsWith('First admin created'))).toBe(false);
      // The sessions made on SQLite are valid here.
      const companies = await apiRequest<Company[]>(postgres, '/api/companies', {
        token: tokens.accountant,
      });
      expect(companies).toMatchObject({ status: 200, body: before.companies });
      const data = await apiRequest<FinancialDataResponse>(
        postgres,
        `/api/companies/${office.company.id}/financial-data?period=${PERIOD}`,
        { token: tokens.manager },
      );
      expect(data).toMatchObject({ status: 200, body: before.data });
      const sync = await apiRequest<SyncResponse>(postgres, '/api/sync', {
        token: tokens.accountant,
      });
      expect(sync.body).toEqual(before.sync);
      // Passwords too: sign in again, and writes go on (numbered keys continue past the copy).
      await login(postgres, office.accountant.email, office.accountant.password);
      const removed = await apiRequest(postgres, `/api/companies/${otherCompanyId}`, {
        method: 'DELETE',
        token: tokens.accountant,
      });
      expect(removed.status).toBe(200);
      const pulled = await apiRequest<SyncResponse>(postgres, `/api/sync?since=${before.cursor}`, {
        token: tokens.accountant,
      });
      expect(pulled.body.cursor).not.toBe(before.cursor);
      expect(JSON.stringify(pulled.body)).toContain(otherCompanyId);
    } finally {
      await postgres.stop();
    }
  }, 60_000);
});
