import type { Company, SyncResponse } from '@risema/finance-core/contract';
import { messages, syncResponseSchema } from '@risema/finance-core/contract';
import { myReportWorkbook } from '@risema/finance-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOffice, TestServer } from '../testing';
import {
  STORES,
  apiRequest,
  login,
  loginReady,
  randomNif,
  seedOffice,
  startTestServer,
} from '../testing';

describe.each(STORES)('sync on %s', (store) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer({ store });
    admin = await login(server, server.admin.email, server.admin.password);
  });
  afterAll(() => server.stop());

  async function pull(token: string, since?: string): Promise<SyncResponse> {
    const query = since === undefined ? '' : `?since=${encodeURIComponent(since)}`;
    const answer = await apiRequest(server, `/api/sync${query}`, { token });
    expect(answer.status).toBe(200);
    return syncResponseSchema.parse(answer.body);
  }

  /** Pulls until hasMore is false; returns every page. */
  async function pullAll(token: string, since?: string): Promise<SyncResponse[]> {
    const pages: SyncResponse[] = [];
    let cursor = since;
    for (let guard = 0; guard < 50; guard++) {
      const page = await pull(token, cursor);
      pages.push(page);
      cursor = page.cursor;
      if (!page.hasMore) return pages;
    }
    throw new Error('sync did not finish');
  }

  async function uploadAndConfirm(token: string, companyId: string, period: string) {
    const data = new FormData();
    data.append('companyId', companyId);
    const { fileName, bytes } = myReportWorkbook();
    data.append('document', new Blob([bytes]), fileName);
    const upload = await apiRequest<{ documentId: string }>(server, '/api/documents/upload', {
      token,
      form: data,
    });
    expect(upload.status).toBe(201);
    const confirmed = await apiRequest(server, `/api/documents/${upload.body.documentId}/confirm`, {
      token,
      body: { confirmedPeriod: period },
    });
    expect(confirmed.status).toBe(200);
  }

  interface Signed {
    office: SeededOffice;
    accountant: string;
    manager: string;
  }
  async function signedOffice(): Promise<Signed> {
    const office = await seedOffice(server, { tier: 'business' });
    return {
      office,
      accountant: await login(server, office.accountant.email, office.accountant.password),
      manager: await login(server, office.manager.email, office.manager.password),
    };
  }

  describe('GET /api/sync', () => {
    it('starts with a reset holding everything, then answers nothing new', async () => {
      const { office, accountant } = await signedOffice();
      const first = await pull(accountant);
      expect(first).toMatchObject({ reset: true, hasMore: false });
      expect(first.changes.companies.map((c) => c.id)).toEqual([office.company.id]);
      const again = await pull(accountant, first.cursor);
      expect(again.reset).toBe(false);
      expect(again.changes).toEqual({ users: [], licenses: [], companies: [], periods: [] });
      expect(again.deletions).toEqual({ users: [], licenses: [], companies: [], periods: [] });
    });

    it('sends a change to everyone who sees it, and only to them', async () => {
      const { office, accountant, manager } = await signedOffice();
      const stranger = await signedOffice();
      const cursors = {
        admin: (await pullAll(admin)).at(-1)?.cursor,
        accountant: (await pull(accountant)).cursor,
        manager: (await pull(manager)).cursor,
        stranger: (await pull(stranger.accountant)).cursor,
      };
      const renamed = await apiRequest<Company>(server, `/api/companies/${office.company.id}`, {
        method: 'PUT',
        token: accountant,
        body: {
          name: 'Nome Novo, Lda',
          taxId: office.company.taxId,
          managerName: 'Gestor Renomeado',
        },
      });
      expect(renamed.status).toBe(200);

      for (const [token, cursor] of [
        [admin, cursors.admin],
        [accountant, cursors.accountant],
        [manager, cursors.manager],
      ] as const) {
        const page = await pull(token, cursor);
        expect(page.reset).toBe(false);
        expect(page.changes.companies).toEqual([
          expect.objectContaining({
            id: office.company.id,
            name: 'Nome Novo, Lda',
            managerName: 'Gestor Renomeado',
          }),
        ]);
      }
      // The renamed manager is a user row the admin and the manager see.
      expect((await pull(admin, cursors.admin)).changes.users.map((u) => u.name)).toContain(
        'Gestor Renomeado',
      );
      expect((await pull(manager, cursors.manager)).changes.users).toEqual([
        expect.objectContaining({ id: office.manager.id, name: 'Gestor Renomeado' }),
      ]);
      const nothing = await pull(stranger.accountant, cursors.stranger);
      expect(nothing.changes.companies).toEqual([]);
      expect(nothing.changes.users).toEqual([]);
    });

    it('carries period data to the accountant and the manager, never to the admin', async () => {
      const { office, accountant, manager } = await signedOffice();
      const adminCursor = (await pullAll(admin)).at(-1)?.cursor;
      const accountantCursor = (await pull(accountant)).cursor;
      const managerCursor = (await pull(manager)).cursor;
      await uploadAndConfirm(accountant, office.company.id, '2025-12');

      for (const [token, cursor] of [
        [accountant, accountantCursor],
        [manager, managerCursor],
      ] as const) {
        const page = await pull(token, cursor);
        expect(page.changes.periods.map((p) => p.id)).toEqual([`${office.company.id}:2025-12`]);
        expect(page.changes.periods[0]?.balanceSheet.length).toBeGreaterThan(0);
        expect(page.changes.companies).toEqual([
          expect.objectContaining({ documentCount: 1, dataPeriod: '2025-12' }),
        ]);
      }
      const adminPage = await pull(admin, adminCursor);
      expect(adminPage.changes.periods).toEqual([]);
      expect(adminPage.changes.companies.map((c) => c.id)).toEqual([office.company.id]);
    });

    it('sends deletions to whoever saw the rows', async () => {
      const { office, accountant, manager } = await signedOffice();
      await uploadAndConfirm(accountant, office.company.id, '2025-06');
      const cursors = [
        [admin, (await pullAll(admin)).at(-1)?.cursor],
        [accountant, (await pull(accountant)).cursor],
        [manager, (await pull(manager)).cursor],
      ] as const;
      expect(
        (
          await apiRequest(server, `/api/companies/${office.company.id}`, {
            method: 'DELETE',
            token: accountant,
          })
        ).status,
      ).toBe(200);
      const [forAdmin, forAccountant, forManager] = await Promise.all(
        cursors.map(([token, cursor]) => pull(token, cursor)),
      );
      const periodId = `${office.company.id}:2025-06`;
      expect(forAccountant?.deletions).toMatchObject({
        companies: [office.company.id],
        periods: [periodId],
      });
      expect(forManager?.deletions).toMatchObject({
        companies: [office.company.id],
        periods: [periodId],
      });
      expect(forAdmin?.deletions).toMatchObject({ companies: [office.company.id], periods: [] });
    });

    it('starts over when what the caller may see changed (manager replaced, licence moved)', async () => {
      const { office, accountant, manager } = await signedOffice();
      await uploadAndConfirm(accountant, office.company.id, '2024-12');
      // Another manager of the same office (a manager belongs to one office, docs/design.md §4.13).
      const successorEmail = `sucessor-${crypto.randomUUID()}@risema.test`;
      const successorCompany = await apiRequest<Company>(server, '/api/companies', {
        token: accountant,
        body: {
          name: 'Sucessora, Lda',
          taxId: randomNif(),
          managerName: 'Sucessor',
          managerEmail: successorEmail,
        },
      });
      expect(successorCompany.status).toBe(201);
      const successor = await loginReady(server, successorEmail, successorCompany.body.taxId);
      const managerCursor = (await pull(manager)).cursor;
      const successorCursor = (await pull(successor)).cursor;

      // The company passes to the other manager.
      await apiRequest(server, `/api/companies/${office.company.id}`, {
        method: 'PUT',
        token: accountant,
        body: {
          name: office.company.name,
          taxId: office.company.taxId,
          managerEmail: successorEmail,
        },
      });
      const lost = await pull(manager, managerCursor);
      expect(lost.reset).toBe(true);
      expect(lost.changes.companies).toEqual([]);
      expect(lost.changes.periods).toEqual([]);
      const gained = await pull(successor, successorCursor);
      expect(gained.reset).toBe(true);
      expect(gained.changes.companies.map((c) => c.id).sort()).toEqual(
        [office.company.id, successorCompany.body.id].sort(),
      );
      expect(gained.changes.periods.map((p) => p.id)).toEqual([`${office.company.id}:2024-12`]);

      // The accountant moves to another licence.
      const other = await signedOffice();
      const accountantCursor = (await pull(accountant)).cursor;
      await apiRequest(server, `/api/users/${office.accountant.id}/license`, {
        method: 'PUT',
        token: admin,
        body: { licenseId: other.office.license.id },
      });
      const moved = await pull(accountant, accountantCursor);
      expect(moved.reset).toBe(true);
      expect(moved.changes.licenses.map((l) => l.id)).toEqual([other.office.license.id]);
    }, 30_000);

    it('sends a licence edit to its accountants with their licence details', async () => {
      const { office, accountant } = await signedOffice();
      const cursor = (await pull(accountant)).cursor;
      await apiRequest(server, `/api/licenses/${office.license.id}`, {
        method: 'PUT',
        token: admin,
        body: { officeName: 'Escritório Renomeado' },
      });
      const page = await pull(accountant, cursor);
      expect(page.changes.licenses).toEqual([
        expect.objectContaining({ id: office.license.id, officeName: 'Escritório Renomeado' }),
      ]);
      expect(page.changes.users[0]?.licenseDetails?.officeName).toBe('Escritório Renomeado');
    });

    it("starts over on a malformed cursor or another user's", async () => {
      const { accountant, manager } = await signedOffice();
      const managerCursor = (await pull(manager)).cursor;
      expect((await pull(accountant, 'nonsense')).reset).toBe(true);
      expect((await pull(accountant, managerCursor)).reset).toBe(true);
      expect(
        await apiRequest(server, `/api/sync?since=${'x'.repeat(300)}`, { token: accountant }),
      ).toMatchObject({ status: 400 });
    });

    it('pages a large state so each answer stays bounded, and loses nothing', async () => {
      const { office, accountant } = await signedOffice();
      const periods: string[] = [];
      for (let year = 2019; periods.length < 55; year++) {
        for (let month = 1; month <= 12 && periods.length < 55; month++) {
          periods.push(`${year}-${String(month).padStart(2, '0')}`);
        }
      }
      for (const period of periods) await uploadAndConfirm(accountant, office.company.id, period);
      const pages = await pullAll(accountant);
      expect(pages.length).toBeGreaterThan(1);
      expect(pages[0]?.reset).toBe(true);
      expect(pages.slice(1).every((page) => !page.reset)).toBe(true);
      const received = pages.flatMap((page) => page.changes.periods.map((p) => p.period));
      expect(received.sort()).toEqual(periods);
      expect(Math.max(...pages.map((page) => page.changes.periods.length))).toBeLessThanOrEqual(50);
    }, 60_000);
  });

  describe('Idempotency-Key', () => {
    it('replays company creation once, and refuses the key on another call', async () => {
      const { accountant } = await signedOffice();
      const key = crypto.randomUUID();
      const body = {
        name: 'Offline, Lda',
        taxId: randomNif(),
        managerName: 'Gestora Offline',
        managerEmail: `offline-${key}@risema.test`,
      };
      const send = () =>
        apiRequest<Company>(server, '/api/companies', {
          token: accountant,
          body,
          headers: { 'Idempotency-Key': key },
        });
      const first = await send();
      const second = await send();
      expect(first.status).toBe(201);
      // The manager's activation code is answered once; the replay answers the rest.
      const { managerActivationCode, ...company } = first.body as Company & {
        managerActivationCode?: string;
      };
      expect(managerActivationCode).toBeDefined();
      expect(second).toMatchObject({ status: 201, body: company });
      expect(second.body).not.toHaveProperty('managerActivationCode');
      const list = await apiRequest<Company[]>(server, '/api/companies', { token: accountant });
      expect(list.body.filter((company) => company.name === 'Offline, Lda')).toHaveLength(1);

      const reused = await apiRequest(server, `/api/companies/${first.body.id}/toggle-active`, {
        method: 'PATCH',
        token: accountant,
        headers: { 'Idempotency-Key': key },
      });
      expect(reused).toMatchObject({
        status: 422,
        body: { message: 'Esta chave de idempotência já foi usada noutro pedido' },
      });
      // The same call with another body is another request too.
      expect(
        await apiRequest(server, '/api/companies', {
          token: accountant,
          body: { ...body, name: 'Outro Nome, Lda' },
          headers: { 'Idempotency-Key': key },
        }),
      ).toMatchObject({
        status: 422,
        body: { message: 'Esta chave de idempotência já foi usada noutro pedido' },
      });
    }, 30_000);

    it('takes the same JSON re-serialised (key order, whitespace) as the same request', async () => {
      const { accountant } = await signedOffice();
      const key = crypto.randomUUID();
      const taxId = randomNif();
      const send = (text: string) =>
        fetch(`${server.url}/api/companies`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${accountant}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': key,
          },
          body: text,
        });
      const first = await send(
        JSON.stringify({
          name: 'Reescrita, Lda',
          taxId,
          managerName: 'Gestora Reescrita',
          managerEmail: `reescrita-${key}@risema.test`,
        }),
      );
      expect(first.status).toBe(201);
      const created = (await first.json()) as Company;
      const again = await send(
        `{\n  "managerEmail": "reescrita-${key}@risema.test",\n  "taxId": "${taxId}",\n` +
          `  "managerName": "Gestora Reescrita",   "name": "Reescrita, Lda"\n}`,
      );
      expect(again.status).toBe(201);
      expect(((await again.json()) as Company).id).toBe(created.id);
      const list = await apiRequest<Company[]>(server, '/api/companies', { token: accountant });
      expect(list.body.filter((company) => company.name === 'Reescrita, Lda')).toHaveLength(1);
    });

    it('does not keep a refusal: a key refused at a full quota creates once the quota is raised', async () => {
      const office = await seedOffice(server, { maxCompanies: 1 });
      const accountant = await login(server, office.accountant.email, office.accountant.password);
      const key = crypto.randomUUID();
      const body = {
        name: 'Na Fila, Lda',
        taxId: randomNif(),
        managerName: 'Gestora na Fila',
        managerEmail: `fila-${key}@risema.test`,
      };
      const send = () =>
        apiRequest<Company>(server, '/api/companies', {
          token: accountant,
          body,
          headers: { 'Idempotency-Key': key },
        });
      expect(await send()).toMatchObject({ status: 409, body: { message: messages.quotaReached } });
      const raised = await apiRequest(server, `/api/licenses/${office.license.id}`, {
        method: 'PUT',
        token: admin,
        body: { maxCompanies: 2 },
      });
      expect(raised.status).toBe(200);
      const created = await send();
      expect(created.status).toBe(201);
      const replayed = await send();
      expect(replayed).toMatchObject({ status: 201, body: { id: created.body.id } });
      const list = await apiRequest<Company[]>(server, '/api/companies', { token: accountant });
      expect(list.body.filter((company) => company.name === 'Na Fila, Lda')).toHaveLength(1);
      expect(list.body).toHaveLength(2);
    }, 30_000);

    it('does not keep an invalid request either, and keeps keys per user', async () => {
      const { accountant } = await signedOffice();
      const other = await signedOffice();
      const key = crypto.randomUUID();
      const invalid = {
        name: '',
        taxId: randomNif(),
        managerName: 'X',
        managerEmail: `x-${key}@risema.test`,
      };
      const send = (token: string, body: unknown) =>
        apiRequest(server, '/api/companies', { token, body, headers: { 'Idempotency-Key': key } });
      expect((await send(accountant, invalid)).status).toBe(400);
      expect((await send(accountant, { ...invalid, name: 'Agora Válido' })).status).toBe(201);
      // Another user with the same key runs their own request.
      expect(
        (
          await send(other.accountant, {
            ...invalid,
            name: 'Outra',
            taxId: randomNif(),
            managerEmail: `k-${key}@risema.test`,
          })
        ).status,
      ).toBe(201);
      expect(
        await apiRequest(server, '/api/companies', {
          token: accountant,
          body: invalid,
          headers: { 'Idempotency-Key': 'x'.repeat(201) },
        }),
      ).toMatchObject({ status: 400, body: { message: 'Chave de idempotência inválida' } });
    }, 30_000);
  });
});
