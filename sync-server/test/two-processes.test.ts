/**
 * Two real server processes (`src/main.ts`, as `npm run serve` runs it) on one PostgreSQL
 * database: confirms run through both, one process is killed with SIGKILL while its confirms are
 * in flight, and every confirm that was answered 2xx by either is read back through the survivor,
 * which keeps serving (issue 15). The in-process rules are in shared-store.test.ts.
 */
import type { Company, FinancialDataResponse } from '@risema/finance-core/contract';
import { myReportWorkbook } from '@risema/finance-core/testing';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../src/testing';
import {
  TEST_ADMIN,
  apiRequest,
  newTestDatabase,
  openSession,
  randomNif,
  seedOffice,
  startTestServer,
} from '../src/testing';
import { entryPointArgs } from '../src/testing/entry-points';
import { serverProcessEnv } from '../src/testing/server-process-env';

/** Confirms each process runs before one of them is killed, and the survivor's after it. */
const BEFORE_KILL = 3;
const AFTER_KILL = 3;

interface ServerProcess {
  child: ChildProcess;
  url: string;
}

/** Starts `npm run serve`'s server on the database in a process of its own, once it listens. */
function serve(databaseUrl: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, entryPointArgs('main'), {
    env: serverProcessEnv({ databaseUrl, admin: TEST_ADMIN }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const errors: string[] = [];
    createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) =>
      errors.push(line),
    );
    // The server logs every request: keep reading, so its writes never block.
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}): ${errors.join('\n')}`)),
    );
  });
}

let database: { url: string; drop: () => Promise<void> };
let processes: ServerProcess[] = [];
let token: string;
let companies: Company[];

beforeAll(async () => {
  database = await newTestDatabase();
  // Set-up through an in-process server on the same database, stopped before the processes run.
  const setup = await startTestServer({ databaseUrl: database.url });
  try {
    const office = await seedOffice(setup, { maxCompanies: 10 });
    token = await openSession(setup, office.accountant.id);
    companies = [office.company];
    for (let i = 0; i < 3; i++) {
      const taxId = randomNif();
      const created = await apiRequest<Company>(setup, '/api/companies', {
        token,
        body: {
          name: `Empresa ${taxId}, Lda`,
          taxId,
          managerName: 'Gestor',
          managerEmail: office.manager.email,
        },
      });
      expect(created.status).toBe(201);
      companies.push(created.body);
    }
  } finally {
    await setup.stop({ keepData: true });
  }
  processes = await Promise.all([serve(database.url), serve(database.url)]);
}, 60_000);

afterAll(async () => {
  for (const { child } of processes) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  await database.drop();
});

/** Periods no two confirms share: the n-th month counted back from December 2025. */
function period(n: number): string {
  const month = 12 - (n % 12);
  return `${2025 - Math.floor(n / 12)}-${String(month).padStart(2, '0')}`;
}

describe('two server processes on one PostgreSQL database', () => {
  it('lose no confirm answered 2xx when one is killed (SIGKILL) mid-way; the other keeps serving', async () => {
    const [survivor, victim] = processes as [ServerProcess, ServerProcess];
    /** Every confirm answered 2xx, by company and period. */
    const acknowledged: { companyId: string; period: string; by: string }[] = [];
    let next = 0;

    /** Uploads a workbook of a period no other confirm has; answers what to confirm. */
    const upload = async (server: ServerProcess, companyId: string) => {
      const chosen = period(next++);
      const form = new FormData();
      form.append('companyId', companyId);
      const { fileName, bytes } = myReportWorkbook({ period: chosen });
      form.append('document', new Blob([bytes]), fileName);
      const uploaded = await apiRequest<{ documentId: string }>(server, '/api/documents/upload', {
        token,
        form,
      });
      if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
      return { companyId, period: chosen, documentId: uploaded.body.documentId };
    };

    /** Confirms an upload; a 2xx answer is recorded as acknowledged. */
    const confirm = async (server: ServerProcess, document: Awaited<ReturnType<typeof upload>>) => {
      const confirmed: ApiAnswer = await apiRequest(
        server,
        `/api/documents/${document.documentId}/confirm`,
        { token, body: { confirmedPeriod: document.period } },
      );
      if (confirmed.status >= 200 && confirmed.status < 300) {
        acknowledged.push({
          companyId: document.companyId,
          period: document.period,
          by: server.url,
        });
      }
      return confirmed.status;
    };

    const confirmOne = async (server: ServerProcess, companyId: string) =>
      confirm(server, await upload(server, companyId));

    /** Confirms in a row through one process, each company in turn; answers how many passed. */
    const run = async (server: ServerProcess, count: number, first: number) => {
      let passed = 0;
      for (let i = 0; i < count; i++) {
        const company = companies[(first + i) % companies.length] as Company;
        if ((await confirmOne(server, company.id)) === 200) passed++;
      }
      return passed;
    };

    // Both at once, on different companies.
    const [fromSurvivor, fromVictim] = await Promise.all([
      run(survivor, BEFORE_KILL, 0),
      run(victim, BEFORE_KILL, 2),
    ]);
    expect([fromSurvivor, fromVictim]).toEqual([BEFORE_KILL, BEFORE_KILL]);

    // Confirms in flight on both when the victim is killed: the victim's may or may not have
    // been answered; whatever was answered 2xx must be stored.
    const pending = await Promise.all(
      [1, 3, 0].map((i) => upload(victim, (companies[i] as Company).id)),
    );
    const survivorRuns = run(survivor, AFTER_KILL, 1);
    const inFlight = Promise.allSettled(pending.map((document) => confirm(victim, document)));
    await new Promise((resolve) => setTimeout(resolve, 15));
    const exited = new Promise((resolve) => victim.child.once('exit', resolve));
    victim.child.kill('SIGKILL');
    await exited;
    await inFlight;
    expect(await survivorRuns).toBe(AFTER_KILL);

    // The survivor answers every acknowledged confirm's period, whoever confirmed it.
    expect(acknowledged.length).toBeGreaterThanOrEqual(2 * BEFORE_KILL + AFTER_KILL);
    for (const { companyId, period: confirmed } of acknowledged) {
      const data = await apiRequest<FinancialDataResponse>(
        survivor,
        `/api/companies/${companyId}/financial-data?period=${confirmed}`,
        { token },
      );
      expect(data.status).toBe(200);
      expect(data.body.balanceSheet?.detailedAccounts.length).toBeGreaterThan(0);
    }
    // And it keeps serving: reads and a further confirm.
    const listed = await apiRequest<Company[]>(survivor, '/api/companies', { token });
    expect(listed.body.map((company) => company.id).sort()).toEqual(
      companies.map((company) => company.id).sort(),
    );
    expect(await confirmOne(survivor, (companies[0] as Company).id)).toBe(200);
  }, 90_000);
});
