/**
 * Several server processes on one PostgreSQL database share everything that matters (issue 15):
 * two servers here, each with its own connections, read caches and timers, as two processes
 * behind a load balancer have. (The real two-process test, `kill -9` included, is part of the
 * hosted-service work; these check each rule on its own.)
 */
import type {
  Company,
  FinancialDataResponse,
  SyncResponse,
  User,
} from '@risema/finance-core/contract';
import { messages } from '@risema/finance-core/contract';
import { myReportWorkbook } from '@risema/finance-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_LOGIN_FAILURES } from '../src/auth/login-limiter';
import type { SeededOffice, TestServer } from '../src/testing';
import {
  apiRequest,
  login,
  openSession,
  randomNif,
  seedOffice,
  startTestServer,
} from '../src/testing';

let a: TestServer;
let b: TestServer;
let office: SeededOffice;
let accountant: string;

beforeAll(async () => {
  a = await startTestServer({ store: 'postgres' });
  b = await startTestServer({ databaseUrl: a.databaseUrl });
  office = await seedOffice(a, { maxCompanies: 100 });
  accountant = await openSession(a, office.accountant.id);
});
afterAll(async () => {
  await b.stop();
  await a.stop();
});

/** A company to create; with the email of a manager of the office, no new manager (nor hash). */
const newCompany = (managerEmail = `gestor-${crypto.randomUUID()}@risema.test`) => {
  const taxId = randomNif();
  return { name: `Empresa ${taxId}, Lda`, taxId, managerName: 'Gestor', managerEmail };
};

async function upload(server: TestServer, token: string, companyId: string, period: string) {
  const form = new FormData();
  form.append('companyId', companyId);
  const { fileName, bytes } = myReportWorkbook({ period });
  form.append('document', new Blob([bytes]), fileName);
  const answer = await apiRequest<{ documentId: string }>(server, '/api/documents/upload', {
    token,
    form,
  });
  expect(answer.status).toBe(201);
  return answer.body.documentId;
}

describe('two servers on one PostgreSQL database', () => {
  it('share sessions: made on one, valid on the other; logout and deactivation count at once', async () => {
    const token = await login(a, office.manager.email, office.manager.password);
    expect((await apiRequest(b, '/api/auth/me', { token })).status).toBe(200);
    await apiRequest(a, '/api/auth/logout', { method: 'POST', token });
    expect((await apiRequest(b, '/api/auth/me', { token })).status).toBe(401);

    const again = await login(b, office.manager.email, office.manager.password);
    expect((await apiRequest(a, '/api/auth/me', { token: again })).status).toBe(200);
    const admin = await login(a, a.admin.email, a.admin.password);
    const toggled = await apiRequest(b, `/api/users/${office.manager.id}/toggle-active`, {
      method: 'PATCH',
      token: admin,
    });
    expect(toggled.status).toBe(200);
    expect((await apiRequest(a, '/api/auth/me', { token: again })).status).toBe(401);
    await apiRequest(b, `/api/users/${office.manager.id}/toggle-active`, {
      method: 'PATCH',
      token: admin,
    });

    // A password changed through one ends the user's other sessions on both.
    const kept = await login(a, office.manager.email, office.manager.password);
    const other = await login(b, office.manager.email, office.manager.password);
    const changed = await apiRequest(b, '/api/auth/password', {
      token: kept,
      body: { currentPassword: office.manager.password, newPassword: 'outra-password-1' },
    });
    expect(changed.status).toBe(200);
    expect((await apiRequest(a, '/api/auth/me', { token: other })).status).toBe(401);
    expect((await apiRequest(a, '/api/auth/me', { token: kept })).status).toBe(200);
  });

  it('read at once what the other wrote, cached reads included', async () => {
    // Read on B (and cached there), then changed through A.
    const before = await apiRequest<Company[]>(b, '/api/companies', { token: accountant });
    const created = await apiRequest<Company>(a, '/api/companies', {
      token: accountant,
      body: newCompany(),
    });
    expect(created.status).toBe(201);
    const after = await apiRequest<Company[]>(b, '/api/companies', { token: accountant });
    expect(after.body.map((company) => company.id)).toEqual([
      ...before.body.map((company) => company.id),
      created.body.id,
    ]);

    const manager = await openSession(a, office.manager.id);
    const path = `/api/companies/${office.company.id}/financial-data?period=2025-06`;
    const empty = await apiRequest<FinancialDataResponse>(b, path, { token: manager });
    expect(empty.body.balanceSheet).toBeNull();
    const documentId = await upload(a, accountant, office.company.id, '2025-06');
    // Uploaded through A, confirmed through B: the pending document lives in the database.
    const confirmed = await apiRequest(b, `/api/documents/${documentId}/confirm`, {
      token: accountant,
      body: { confirmedPeriod: '2025-06' },
    });
    expect(confirmed.status).toBe(200);
    const filled = await apiRequest<FinancialDataResponse>(b, path, { token: manager });
    expect(filled.body.balanceSheet?.detailedAccounts.length).toBeGreaterThan(0);
    // Both answer the same bytes, compressed or not.
    expect((await apiRequest(a, path, { token: manager })).body).toEqual(filled.body);

    // Who owns a company is cached for permission checks: a deactivation through A closes the
    // company to its manager on B at once.
    const toggle = `/api/companies/${office.company.id}/toggle-active`;
    expect((await apiRequest(a, toggle, { method: 'PATCH', token: accountant })).status).toBe(200);
    expect(await apiRequest(b, path, { token: manager })).toMatchObject({
      status: 403,
      body: { message: messages.companyInactiveForManager },
    });
    expect((await apiRequest(a, toggle, { method: 'PATCH', token: accountant })).status).toBe(200);
    expect((await apiRequest(b, path, { token: manager })).status).toBe(200);
  });

  it('read at once what the other wrote while reads there share statements', async () => {
    // Readers keep B's shared counter reads and batched financial-data reads busy, so the reads
    // below share statements with theirs and often wait behind one out; each must still see what
    // A committed before it began. (That a read never joins a statement already out is proved
    // by batched-read.test.ts: the window where joining one would answer stale is too short to
    // hit reliably through HTTP.)
    const path = `/api/companies/${office.company.id}/financial-data?period=2025-06`;
    let reading = true;
    const statuses: number[] = [];
    const readers = Array.from({ length: 8 }, async (_, i) => {
      while (reading) {
        const answer = await apiRequest(b, i % 2 ? path : '/api/companies', { token: accountant });
        statuses.push(answer.status);
      }
    });
    try {
      const toggle = `/api/companies/${office.company.id}/toggle-active`;
      for (let round = 0; round < 5; round++) {
        const token = await openSession(a, office.manager.id);
        expect((await apiRequest(b, '/api/auth/me', { token })).status).toBe(200);
        expect((await apiRequest(b, path, { token })).status).toBe(200);
        // A deactivation through A closes the company to its manager on B at once.
        expect((await apiRequest(a, toggle, { method: 'PATCH', token: accountant })).status).toBe(
          200,
        );
        expect((await apiRequest(b, path, { token })).status).toBe(403);
        expect((await apiRequest(a, toggle, { method: 'PATCH', token: accountant })).status).toBe(
          200,
        );
        expect((await apiRequest(b, path, { token })).status).toBe(200);
        // A logout through A ends the session on B at once.
        await apiRequest(a, '/api/auth/logout', { method: 'POST', token });
        expect((await apiRequest(b, '/api/auth/me', { token })).status).toBe(401);
        expect((await apiRequest(b, path, { token })).status).toBe(401);
      }
    } finally {
      reading = false;
      await Promise.all(readers);
    }
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('hold a quota under parallel creations split between them: 12 at a limit of 3 make 3', async () => {
    const small = await seedOffice(a, { maxCompanies: 3 });
    const token = await openSession(a, small.accountant.id);
    // Its manager stays (they manage the new ones); the seeded company goes: none left.
    const removed = await apiRequest(b, `/api/companies/${small.company.id}`, {
      method: 'DELETE',
      token,
    });
    expect(removed.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        apiRequest(i % 2 ? a : b, '/api/companies', {
          token,
          body: newCompany(small.manager.email),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const listed = await apiRequest<Company[]>(b, '/api/companies', { token });
    expect(listed.body).toHaveLength(3);
  });

  it('replay an idempotency key on either, the same JSON however it is written', async () => {
    const key = crypto.randomUUID();
    const body = newCompany();
    const headers = { 'Idempotency-Key': key };
    const first = await apiRequest<Company>(a, '/api/companies', {
      token: accountant,
      body,
      headers,
    });
    expect(first.status).toBe(201);
    // The same request re-serialised: other key order and whitespace.
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(body).reverse()), null, 2);
    const replay = await fetch(`${b.url}/api/companies`, {
      method: 'POST',
      headers: {
        ...headers,
        Authorization: `Bearer ${accountant}`,
        'Content-Type': 'application/json',
      },
      body: reordered,
    });
    expect(replay.status).toBe(201);
    // A replay answers the company as first written, without the manager's activation code
    // (shown once, never kept in plain text).
    const { managerActivationCode, ...company } = first.body as Company & {
      managerActivationCode?: string;
    };
    expect(managerActivationCode).toMatch(/^[A-Z2-9]{10}$/);
    expect(await replay.json()).toEqual(company);
    const other = await apiRequest(b, '/api/companies', {
      token: accountant,
      body: newCompany(),
      headers,
    });
    expect(other.status).toBe(422);
  });

  it('run a key sent to both at once only once', async () => {
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const body = newCompany();
    const before = (await apiRequest<Company[]>(a, '/api/companies', { token: accountant })).body;
    const answers = await Promise.all(
      [a, b, a, b].map((server) =>
        apiRequest<Company>(server, '/api/companies', { token: accountant, body, headers }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const after = (await apiRequest<Company[]>(b, '/api/companies', { token: accountant })).body;
    expect(after).toHaveLength(before.length + 1);
  });

  it('count sign-in failures against one limit', async () => {
    const email = office.accountant.email;
    for (let i = 0; i < FREE_LOGIN_FAILURES; i++) {
      const answer = await apiRequest(i % 2 ? a : b, '/api/auth/login', {
        body: { email, password: `errada-${i}` },
      });
      expect(answer.status).toBe(401);
    }
    for (const server of [a, b]) {
      const refused = await apiRequest(server, '/api/auth/login', {
        body: { email, password: office.accountant.password },
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
    }
  });

  it('never let the sync feed skip a change, with both writing at once', async () => {
    const admin = await openSession(
      b,
      (await b.repositories.users.findByEmail(b.admin.email))?.id ?? '',
    );
    const seen = new Set<string>();
    let cursor: string | undefined;
    const pull = async (server: TestServer) => {
      for (;;) {
        const answer = await apiRequest<SyncResponse>(
          server,
          `/api/sync${cursor ? `?since=${encodeURIComponent(cursor)}` : ''}`,
          { token: admin },
        );
        expect(answer.status).toBe(200);
        for (const company of answer.body.changes.companies) seen.add(company.id);
        cursor = answer.body.cursor;
        if (!answer.body.hasMore) return;
      }
    };
    await pull(a);
    let writing = true;
    const created: string[] = [];
    const writers = [a, b].map(async (server) => {
      for (let i = 0; i < 6; i++) {
        const answers = await Promise.all(
          Array.from({ length: 3 }, () =>
            apiRequest<Company>(server, '/api/companies', {
              token: accountant,
              body: newCompany(),
            }),
          ),
        );
        for (const answer of answers) {
          expect(answer.status).toBe(201);
          created.push(answer.body.id);
        }
      }
    });
    const puller = (async () => {
      for (let round = 0; writing; round++) await pull(round % 2 ? a : b);
    })();
    await Promise.all(writers);
    writing = false;
    await puller;
    await pull(a);
    expect(created).toHaveLength(36);
    expect(created.filter((id) => !seen.has(id))).toEqual([]);
  }, 120_000);

  it('let one of them at a time run housekeeping', async () => {
    const ages = {
      pendingDocumentMs: 1,
      idempotencyKeyMs: 7 * 24 * 60 * 60 * 1000,
      loginWindowMs: 15 * 60 * 1000,
      loginPairResetMs: 60 * 60 * 1000,
    };
    const rounds = await Promise.all(
      [a, b, a, b].map((server) => server.repositories.housekeeping.run(ages)),
    );
    // Each round ran or stepped aside for one running elsewhere; none failed.
    expect(rounds.some((round) => round !== null)).toBe(true);
    const user: User | null = await a.repositories.users.findById(office.accountant.id);
    expect(user?.id).toBe(office.accountant.id);
  });
});
