import { myReportWorkbook } from '@risema/finance-core/testing';
import { sql } from 'kysely';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openStore } from '../db/store';
import { entryPointArgs } from '../testing/entry-points';
import { apiRequest, login, randomNif, startSeededServer, startTestServer } from '../testing';
import type { SeededOffice, TestServer } from '../testing';
import { POSTGRES_BACKUP_MESSAGE } from './backup-cli';
import { backupDatabase } from './backup-database';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const PERIODS = ['2025-10', '2025-11'];

let server: TestServer;
let office: SeededOffice;
let token: string;
let workDir: string;

beforeAll(async () => {
  ({
    server,
    office,
    tokens: { accountant: token },
  } = await startSeededServer({ maxCompanies: 1000 }));
  workDir = mkdtempSync(path.join(tmpdir(), 'risema-backup-'));
}, 60_000);

afterAll(async () => {
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** One write the server acknowledged: a company, or a period of a company. */
interface Write {
  kind: 'company' | 'period';
  key: string;
}

/** Creates a company and confirms a workbook for each of PERIODS, logging each acknowledged write. */
async function writeCompanyWithPeriods(log: Write[], tag: string): Promise<void> {
  const taxId = randomNif();
  const created = await apiRequest<{ id: string }>(server, '/api/companies', {
    token,
    body: {
      name: `Empresa ${tag}, Lda`,
      taxId,
      managerName: `Gestor ${tag}`,
      managerEmail: `gestor-${tag}-${taxId}@risema.test`,
    },
  });
  expect(created.status).toBe(201);
  const companyId = created.body.id;
  log.push({ kind: 'company', key: companyId });
  for (const period of PERIODS) {
    const workbook = myReportWorkbook({ period, nif: taxId });
    const form = new FormData();
    form.append('companyId', companyId);
    form.append('document', new Blob([workbook.bytes]), workbook.fileName);
    const uploaded = await apiRequest<{ documentId: string }>(server, '/api/documents/upload', {
      method: 'POST',
      token,
      form,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const confirmed = await apiRequest(
      server,
      `/api/documents/${uploaded.body.documentId}/confirm`,
      {
        token,
        body: { confirmedPeriod: period },
      },
    );
    expect(confirmed.status).toBe(200);
    log.push({ kind: 'period', key: `${companyId}:${period}` });
  }
}

/** Runs `npm run backup -- <file>`'s script as npm would, in a process of its own. */
function runBackupCli(
  file: string,
  databaseUrl = '',
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...entryPointArgs('backup'), file], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: server.dataDir,
        DATABASE_URL: databaseUrl,
        INIT_CWD: workDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * The companies and periods a backup file holds: the file is put, as a restore would, in a data
 * directory of its own and opened as the server opens its store.
 */
async function contentsOf(
  file: string,
): Promise<{ integrity: string; keys: Set<string>; orphans: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'risema-backup-read-'));
  copyFileSync(file, path.join(dataDir, DATABASE_FILE));
  const store = openStore({ kind: 'sqlite', dataDir });
  try {
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
      store.db,
    );
    const companies = await store.db.selectFrom('companies').select('id').execute();
    const periods = await store.db
      .selectFrom('period_data')
      .select(['company_id', 'period'])
      .execute();
    const orphans = await store.db
      .selectFrom('period_data')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', 'not in', (eb) => eb.selectFrom('companies').select('id'))
      .executeTakeFirstOrThrow();
    return {
      integrity: rows[0]?.integrity_check ?? '',
      keys: new Set([
        ...companies.map((row) => row.id),
        ...periods.map((row) => `${row.company_id}:${row.period}`),
      ]),
      orphans: Number(orphans.count),
    };
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether the running server holds a write, asked through its repositories. */
async function holds(write: Write): Promise<boolean> {
  if (write.kind === 'company')
    return (await server.repositories.companies.findById(write.key)) !== null;
  const [companyId = '', period = ''] = write.key.split(':');
  return (await server.repositories.periods.statements(companyId, period)) !== null;
}

describe('npm run backup', () => {
  it('copies the database while the server serves writes: one consistent snapshot with every acknowledged write', async () => {
    const log: Write[] = [];
    for (let i = 0; i < 5; i++) await writeCompanyWithPeriods(log, `antes-${i}`);
    const acknowledgedBefore = log.length;

    // Writes go on, one after the other, for as long as the backup runs in its own process.
    let stop = false;
    let during = 0;
    const load = (async () => {
      for (let i = 0; !stop; i++) {
        await writeCompanyWithPeriods(log, `durante-${i}`);
        during++;
      }
    })();
    const { code, output } = await runBackupCli('copia.sqlite');
    stop = true;
    await load;
    expect(output).toContain('Cópia de segurança');
    expect(code).toBe(0);
    // The load really overlapped the backup.
    expect(during).toBeGreaterThan(0);

    const copy = await contentsOf(path.join(workDir, 'copia.sqlite'));
    expect(copy.integrity).toBe('ok');
    expect(copy.orphans).toBe(0);
    // Writes were sequential, so a consistent snapshot holds a prefix of them: everything up to
    // some write, nothing after it; and at least every write acknowledged before the backup.
    const present = log.map((write) => copy.keys.has(write.key));
    const prefix = present.indexOf(false) === -1 ? present.length : present.indexOf(false);
    expect(present.slice(prefix).every((isPresent) => !isPresent)).toBe(true);
    expect(prefix).toBeGreaterThanOrEqual(acknowledgedBefore);
    expect(copy.keys.has(office.company.id)).toBe(true);
    // The live database holds every write.
    for (const write of log) expect(await holds(write)).toBe(true);
  }, 120_000);

  it('restores: a server started on the copy answers every company and period', async () => {
    const log: Write[] = [];
    await writeCompanyWithPeriods(log, 'restauro');
    const file = path.join(workDir, 'restauro.sqlite');
    await backupDatabase(server.dataDir, file);

    // As the README says: the server stopped, the copy put in DATA_DIR as risema.sqlite.
    const dataDir = path.join(workDir, 'restaurado');
    mkdirSync(dataDir);
    copyFileSync(file, path.join(dataDir, DATABASE_FILE));
    const restored = await startTestServer({ dataDir });
    try {
      const restoredToken = await login(
        restored,
        office.accountant.email,
        office.accountant.password,
      );
      const companies = await apiRequest<Array<{ id: string }>>(restored, '/api/companies', {
        token: restoredToken,
      });
      expect(companies.status).toBe(200);
      const ids = new Set(companies.body.map((company) => company.id));
      for (const write of log) {
        if (write.kind === 'company') expect(ids.has(write.key)).toBe(true);
        else {
          const [companyId, period] = write.key.split(':');
          const data = await apiRequest(
            restored,
            `/api/companies/${companyId}/financial-data?period=${period}`,
            { token: restoredToken },
          );
          expect(data.status).toBe(200);
        }
      }
    } finally {
      await restored.stop();
    }
  }, 60_000);

  it('replaces an older backup only once the new one is whole, and refuses a missing database', async () => {
    const file = path.join(workDir, 'antiga.sqlite');
    writeFileSync(file, 'uma cópia antiga');
    await backupDatabase(server.dataDir, file);
    expect((await contentsOf(file)).integrity).toBe('ok');
    expect(existsSync(`${file}.partial`)).toBe(false);

    await expect(backupDatabase(path.join(workDir, 'vazio'), file)).rejects.toThrow(
      'Não há base de dados',
    );
    await expect(
      backupDatabase(server.dataDir, path.join(server.dataDir, DATABASE_FILE)),
    ).rejects.toThrow('não pode substituir');
    expect((await contentsOf(file)).integrity).toBe('ok');
  });

  it('answers its usage without a file', async () => {
    const { code, output } = await runBackupCli('');
    expect(code).toBe(2);
    expect(output).toContain('Utilização: npm run backup -- <ficheiro>');
  }, 30_000);

  it('with DATABASE_URL set, copies nothing and names pg_dump and base backups with WAL archiving', async () => {
    const { code, output } = await runBackupCli(
      'postgres.sqlite',
      'postgres://risema:segredo@db.example/risema',
    );
    expect(code).toBe(1);
    expect(output).toContain(POSTGRES_BACKUP_MESSAGE);
    expect(output).toMatch(/pg_dump .*pg_basebackup.*WAL/s);
    expect(output).not.toContain('segredo');
    expect(existsSync(path.join(workDir, 'postgres.sqlite'))).toBe(false);
  }, 30_000);
});
