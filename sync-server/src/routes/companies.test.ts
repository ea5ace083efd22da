import type { Company } from '@risema/finance-core/contract';
import { companyListSchema, companySchema, messages } from '@risema/finance-core/contract';
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
  startSeededServer,
} from '../testing';

describe.each(STORES)('companies on %s', (store) => {
  let server: TestServer;
  let admin: string;
  let office: SeededOffice;
  let accountant: string;

  beforeAll(async () => {
    ({
      server,
      office,
      tokens: { admin, accountant },
    } = await startSeededServer({ store, tier: 'business' }));
  });
  afterAll(() => server.stop());

  const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomUUID()}@risema.test`;
  const newCompany = (overrides: Record<string, unknown> = {}) => ({
    name: 'Oficina Central, Lda',
    taxId: randomNif(),
    managerName: 'Maria Gestora',
    managerEmail: uniqueEmail('maria'),
    ...overrides,
  });
  async function create(body: unknown, token = accountant) {
    return apiRequest<Company>(server, '/api/companies', { token, body });
  }
  async function update(id: string, body: unknown, token = accountant) {
    return apiRequest<Company>(server, `/api/companies/${id}`, { method: 'PUT', token, body });
  }

  describe('POST /api/companies', () => {
    it('creates the company and its manager, whose password is the NIF', async () => {
      const body = newCompany({ taxId: '509 442 013' });
      const answer = await create(body);
      expect(answer.status).toBe(201);
      expect(companySchema.parse(answer.body)).toMatchObject({
        name: body.name,
        taxId: '509442013',
        managerName: body.managerName,
        managerEmail: body.managerEmail,
        accountantId: office.accountant.id,
        accountantName: office.accountant.name,
        licenseId: office.license.id,
        isActive: true,
        documentCount: 0,
        lastUploadDate: null,
        dataPeriod: null,
      });
      const token = await loginReady(server, body.managerEmail, '509442013');
      const own = await apiRequest<Company[]>(server, '/api/companies', { token });
      expect(own.body.map((company) => company.id)).toEqual([answer.body.id]);
    });

    it('links an existing manager instead of creating another', async () => {
      const first = await create(newCompany());
      const second = await create(
        newCompany({ managerEmail: first.body.managerEmail, managerName: 'Outro' }),
      );
      expect(second.status).toBe(201);
      expect(second.body.managerId).toBe(first.body.managerId);
      expect(second.body.managerName).toBe('Maria Gestora');
    });

    it('refuses a manager email that belongs to another role (409)', async () => {
      expect(await create(newCompany({ managerEmail: office.accountant.email }))).toMatchObject({
        status: 409,
        body: { message: messages.emailTaken },
      });
    });

    it('answers a full quota alike whether the email exists or not (no email oracle)', async () => {
      const full = await seedOffice(server, { maxCompanies: 1 });
      const token = await loginReady(server, full.accountant.email, full.accountant.password);
      for (const managerEmail of [office.accountant.email, server.admin.email, uniqueEmail('x')]) {
        const answer = await create(newCompany({ managerEmail }), token);
        expect(answer, managerEmail).toMatchObject({
          status: 409,
          body: { message: messages.quotaReached },
        });
      }
    });

    it('keeps a client-proposed id and answers a repeat with the same company', async () => {
      const id = crypto.randomUUID();
      const body = newCompany({ id });
      const first = await create(body);
      expect(first).toMatchObject({ status: 201, body: { id } });
      const again = await create(body);
      // The activation code is answered once, by the creation.
      expect(again).toMatchObject({ status: 200, body: { id, name: first.body.name } });
      expect(again.body).not.toHaveProperty('managerActivationCode');
      const other = await seedOffice(server);
      const otherToken = await login(server, other.accountant.email, other.accountant.password);
      expect((await create(newCompany({ id }), otherToken)).status).toBe(409);
    });

    it('refuses creating in the name of another accountant', async () => {
      const other = await seedOffice(server);
      expect((await create(newCompany({ accountantId: other.accountant.id }))).status).toBe(403);
      expect((await create(newCompany({ accountantId: office.accountant.id }))).status).toBe(201);
    });

    it('answers the validation messages of docs/product.md §5 and docs/design.md §4.7', async () => {
      for (const [overrides, message] of [
        [{ name: '' }, 'Nome da empresa é obrigatório'],
        [{ taxId: '12345' }, 'NIF deve ter pelo menos 9 dígitos'],
        [{ taxId: '509442014' }, 'NIF inválido'],
        [{ managerEmail: 'maria@' }, 'Email do gestor inválido'],
        [{ managerName: ' ' }, 'Nome do gestor é obrigatório'],
        [{ id: 'abc' }, 'Identificador inválido'],
      ] as const) {
        expect(await create(newCompany(overrides))).toMatchObject({
          status: 400,
          body: { message },
        });
      }
    });
  });

  describe('GET /api/companies', () => {
    it('answers all companies to the admin, their own to the others', async () => {
      const other = await seedOffice(server);
      const list = async (token: string) =>
        companyListSchema.parse((await apiRequest(server, '/api/companies', { token })).body);
      const all = await list(admin);
      expect(all.map((company) => company.id)).toEqual(
        expect.arrayContaining([office.company.id, other.company.id]),
      );
      const own = await list(accountant);
      expect(own.every((company) => company.accountantId === office.accountant.id)).toBe(true);
      expect(own.map((company) => company.id)).not.toContain(other.company.id);
      const manager = await login(server, other.manager.email, other.manager.password);
      expect((await list(manager)).map((company) => company.id)).toEqual([other.company.id]);
    });
  });

  describe('PUT /api/companies/:id', () => {
    it('edits name and NIF, renames the manager and sets a new password', async () => {
      const created = (await create(newCompany())).body;
      const managerToken = await login(server, created.managerEmail ?? '', created.taxId);
      const taxId = randomNif();
      const answer = await update(created.id, {
        name: 'Oficina Renovada, Lda',
        taxId,
        managerName: 'Maria Silva',
        managerEmail: created.managerEmail,
        newManagerPassword: 'nova-password',
      });
      expect(answer.body).toMatchObject({
        name: 'Oficina Renovada, Lda',
        taxId,
        managerName: 'Maria Silva',
        managerId: created.managerId,
      });
      // A new password ends the manager's open sessions.
      expect((await apiRequest(server, '/api/auth/me', { token: managerToken })).status).toBe(401);
      await expect(login(server, created.managerEmail ?? '', 'nova-password')).resolves.toEqual(
        expect.any(String),
      );
    });

    it('treats empty optional fields as unchanged', async () => {
      const created = (await create(newCompany())).body;
      const answer = await update(created.id, {
        name: created.name,
        taxId: created.taxId,
        managerEmail: '',
        managerName: '',
        newManagerPassword: '',
      });
      expect(answer.body).toMatchObject({
        managerEmail: created.managerEmail,
        managerName: created.managerName,
      });
      await expect(login(server, created.managerEmail ?? '', created.taxId)).resolves.toEqual(
        expect.any(String),
      );
    });

    it("moves the manager's login to a new email when they manage only this company", async () => {
      const created = (await create(newCompany())).body;
      const email = uniqueEmail('novo');
      const answer = await update(created.id, {
        name: created.name,
        taxId: created.taxId,
        managerEmail: email,
      });
      expect(answer.body).toMatchObject({ managerId: created.managerId, managerEmail: email });
      await expect(login(server, email, created.taxId)).resolves.toEqual(expect.any(String));
    });

    it('links another existing manager, or creates one when the current manages more', async () => {
      const a = (await create(newCompany())).body;
      const b = (await create(newCompany())).body;
      const linked = await update(a.id, {
        name: a.name,
        taxId: a.taxId,
        managerEmail: b.managerEmail,
      });
      expect(linked.body.managerId).toBe(b.managerId);
      // b's manager now manages two companies: a new email for b creates a new manager.
      const email = uniqueEmail('terceiro');
      const moved = await update(b.id, {
        name: b.name,
        taxId: b.taxId,
        managerEmail: email,
        managerName: 'Terceiro',
      });
      expect(moved.body.managerId).not.toBe(b.managerId);
      expect(moved.body).toMatchObject({ managerEmail: email, managerName: 'Terceiro' });
      await expect(login(server, email, b.taxId)).resolves.toEqual(expect.any(String));
    });

    it('refuses an email of another role and invalid fields', async () => {
      const created = (await create(newCompany())).body;
      expect(
        await update(created.id, {
          name: created.name,
          taxId: created.taxId,
          managerEmail: server.admin.email,
        }),
      ).toMatchObject({ status: 409, body: { message: messages.emailTaken } });
      expect(await update(created.id, { name: '', taxId: created.taxId })).toMatchObject({
        status: 400,
        body: { message: 'Nome da empresa é obrigatório' },
      });
      expect(await update(created.id, { name: 'X', taxId: '123' })).toMatchObject({
        status: 400,
        body: { message: 'NIF deve ter pelo menos 9 dígitos' },
      });
      expect(
        await update(created.id, { name: 'X', taxId: created.taxId, newManagerPassword: '123' }),
      ).toMatchObject({
        status: 400,
        body: { message: 'Password deve ter pelo menos 6 caracteres' },
      });
    });

    it("refuses changing a manager who also manages another accountant's company", async () => {
      // Another accountant of the same office, whose company's manager this accountant links.
      const email = uniqueEmail('colega');
      const colleague = await apiRequest(server, '/api/users', {
        token: admin,
        body: { name: 'Colega', email, password: 'segredo', licenseId: office.license.id },
      });
      expect(colleague.status).toBe(201);
      const theirs = newCompany();
      const their = (await create(theirs, await loginReady(server, email, 'segredo'))).body;
      const other = {
        manager: { id: their.managerId, email: theirs.managerEmail, password: theirs.taxId },
      };
      const shared = (await create(newCompany({ managerEmail: other.manager.email }))).body;
      expect(shared.managerId).toBe(other.manager.id);
      expect(
        await update(shared.id, {
          name: shared.name,
          taxId: shared.taxId,
          newManagerPassword: 'tomada',
        }),
      ).toMatchObject({ status: 409 });
      await expect(login(server, other.manager.email, other.manager.password)).resolves.toEqual(
        expect.any(String),
      );
    });
  });

  describe('toggle-active and delete', () => {
    it('toggles by the admin and by the accountant', async () => {
      const created = (await create(newCompany())).body;
      const toggle = (token: string) =>
        apiRequest<Company>(server, `/api/companies/${created.id}/toggle-active`, {
          method: 'PATCH',
          token,
        });
      expect((await toggle(admin)).body.isActive).toBe(false);
      expect((await toggle(accountant)).body.isActive).toBe(true);
    });

    it('deletes the company with its documents and data', async () => {
      const created = (await create(newCompany())).body;
      const data = new FormData();
      data.append('companyId', created.id);
      const { fileName, bytes } = myReportWorkbook();
      data.append('document', new Blob([bytes]), fileName);
      const upload = await apiRequest<{ documentId: string }>(server, '/api/documents/upload', {
        token: accountant,
        form: data,
      });
      await apiRequest(server, `/api/documents/${upload.body.documentId}/confirm`, {
        token: accountant,
        body: { confirmedPeriod: '2025-12' },
      });
      const del = () =>
        apiRequest(server, `/api/companies/${created.id}`, { method: 'DELETE', token: accountant });
      expect(await del()).toMatchObject({
        status: 200,
        body: { message: 'Empresa eliminada com sucesso' },
      });
      expect(await del()).toMatchObject({
        status: 404,
        body: { message: messages.companyNotFound },
      });
      expect(
        (await apiRequest(server, `/api/companies/${created.id}/periods`, { token: accountant }))
          .status,
      ).toBe(404);
      expect(
        (
          await apiRequest(server, `/api/documents/${upload.body.documentId}/confirm`, {
            token: accountant,
            body: { confirmedPeriod: '2025-12' },
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('period reads', () => {
    it('need a valid period and answer empty sections for a period without data', async () => {
      const base = `/api/companies/${office.company.id}`;
      expect(
        await apiRequest(server, `${base}/financial-data`, { token: accountant }),
      ).toMatchObject({
        status: 400,
        body: { message: 'Período inválido: use o formato AAAA-MM' },
      });
      expect(
        await apiRequest(server, `${base}/financial-ratios?period=2025-13`, { token: accountant }),
      ).toMatchObject({ status: 400 });
      expect(
        (await apiRequest(server, `${base}/financial-data?period=2001-12`, { token: accountant }))
          .body,
      ).toEqual({
        companyId: office.company.id,
        period: '2001-12',
        balanceSheet: null,
        incomeStatement: null,
        externalServices: null,
        revenues: null,
      });
      expect(
        (await apiRequest(server, `${base}/financial-ratios?period=2001-12`, { token: accountant }))
          .body,
      ).toEqual([]);
      expect((await apiRequest(server, `${base}/periods`, { token: accountant })).body).toEqual([]);
    });
  });
});
