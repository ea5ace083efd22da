import type { License, Quota, User } from '@risema/finance-core/contract';
import { addOneYear, licenseSchema, messages, quotaSchema } from '@risema/finance-core/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../testing';
import {
  STORES,
  apiRequest,
  login,
  loginReady,
  randomNif,
  seedOffice,
  setLicenseExpiry,
  startTestServer,
} from '../testing';

describe.each(STORES)('licences on %s', (store) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer({ store });
    admin = await login(server, server.admin.email, server.admin.password);
  });
  afterAll(() => server.stop());
  afterEach(() => {
    vi.useRealTimers();
  });

  const DAY = 24 * 60 * 60 * 1000;
  const future = (days: number) => new Date(Date.now() + days * DAY).toISOString();

  async function create(body: unknown) {
    return apiRequest<License>(server, '/api/licenses', { token: admin, body });
  }

  describe('POST /api/licenses', () => {
    it('creates the simple form with its limit and date', async () => {
      const expiresAt = future(200);
      const answer = await create({
        officeName: ' Escritório Silva ',
        maxCompanies: '12',
        expiresAt,
      });
      expect(answer.status).toBe(201);
      expect(licenseSchema.parse(answer.body)).toMatchObject({
        officeName: 'Escritório Silva',
        maxCompanies: 12,
        tier: null,
        price: null,
        expiryDate: expiresAt,
        expiresAt,
        isActive: true,
        status: 'active',
      });
    });

    it('defaults the simple form to 10 companies and a calendar date to the end of that day', async () => {
      const day = future(30).slice(0, 10);
      const answer = await create({ officeName: 'Escritório Dez', expiresAt: day });
      expect(answer.body).toMatchObject({ maxCompanies: 10, expiryDate: `${day}T23:59:59.999Z` });
    });

    it('creates the tiered forms with their price and limit, valid for one year', async () => {
      const professional = await create({ officeName: 'Pro', tier: 'professional' });
      const business = await create({ officeName: 'Biz', tier: 'business' });
      expect(professional.body).toMatchObject({
        tier: 'professional',
        price: 249,
        maxCompanies: 50,
      });
      expect(business.body).toMatchObject({ tier: 'business', price: 349, maxCompanies: 100 });
      const activation = new Date(professional.body.activationDate);
      expect(professional.body.expiryDate).toBe(addOneYear(activation).toISOString());
    });

    it('takes the docs/product.md tiered payload as it is', async () => {
      const answer = await create({
        officeName: 'Completo',
        tier: 'business',
        maxCompanies: 100,
        price: 349,
        activationDate: '2026-01-01',
        expiryDate: future(100),
        isActive: true,
        status: 'active',
      });
      expect(answer.status).toBe(201);
      expect(answer.body.activationDate).toBe('2026-01-01T00:00:00.000Z');
    });

    it('answers each validation message', async () => {
      for (const [body, message] of [
        [{ maxCompanies: 3, expiresAt: future(5) }, 'Nome do escritório é obrigatório'],
        [
          { officeName: 'X', maxCompanies: 0, expiresAt: future(5) },
          'Número de empresas deve ser maior que 0',
        ],
        [{ officeName: 'X', maxCompanies: 3 }, 'Data de expiração é obrigatória'],
        [{ officeName: 'X', expiresAt: 'amanhã' }, 'Data inválida'],
        [{ officeName: 'X', tier: 'gold' }, 'Plano de licença inválido'],
        [{ officeName: 'X', expiresAt: '2020-01-01' }, messages.pastDate],
      ] as const) {
        expect(await create(body)).toMatchObject({ status: 400, body: { message } });
      }
    });
  });

  describe('editing a licence', () => {
    it('changes office and limit, suspends, and reactivates with a new future date', async () => {
      const { body: license } = await create({ officeName: 'Antes', tier: 'professional' });
      const put = (body: unknown) =>
        apiRequest<License>(server, `/api/licenses/${license.id}`, {
          method: 'PUT',
          token: admin,
          body,
        });

      expect(
        (await put({ id: license.id, officeName: 'Depois', maxCompanies: 7 })).body,
      ).toMatchObject({
        officeName: 'Depois',
        maxCompanies: 7,
        expiryDate: license.expiryDate,
      });
      expect((await put({ isActive: false })).body).toMatchObject({
        isActive: false,
        status: 'suspended',
      });
      // The edit form sends the same date back: that does not reactivate.
      expect(
        (await put({ officeName: 'Depois', expiresAt: license.expiryDate })).body.isActive,
      ).toBe(false);
      const later = future(500);
      expect((await put({ expiresAt: later })).body).toMatchObject({
        isActive: true,
        status: 'active',
        expiryDate: later,
      });
      expect((await put({ tier: 'business' })).body).toMatchObject({
        tier: 'business',
        price: 349,
        maxCompanies: 100,
      });
      expect(await put({ expiresAt: '2020-01-01' })).toMatchObject({
        status: 400,
        body: { message: messages.pastDate },
      });
      expect(await put({ maxCompanies: -1 })).toMatchObject({ status: 400 });
    });

    it('answers 404 for an unknown licence on every licence route', async () => {
      const id = crypto.randomUUID();
      for (const [method, path, body] of [
        ['PUT', `/api/licenses/${id}`, { officeName: 'X' }],
        ['DELETE', `/api/licenses/${id}`, undefined],
        ['PATCH', `/api/licenses/${id}/renew`, undefined],
        ['PATCH', `/api/licenses/${id}/date`, { expiryDate: future(10) }],
      ] as const) {
        expect(await apiRequest(server, path, { method, token: admin, body })).toMatchObject({
          status: 404,
          body: { message: messages.licenseNotFound },
        });
      }
    });

    it('renews by one year from the expiry, or from today once expired', async () => {
      const { body: license } = await create({ officeName: 'Renovar', expiresAt: future(10) });
      const renewed = await apiRequest<License>(server, `/api/licenses/${license.id}/renew`, {
        method: 'PATCH',
        token: admin,
      });
      expect(renewed.body.expiryDate).toBe(addOneYear(new Date(license.expiryDate)).toISOString());

      await setLicenseExpiry(server, license.id, '2020-03-01T00:00:00.000Z');
      const before = Date.now();
      const again = await apiRequest<License>(server, `/api/licenses/${license.id}/renew`, {
        method: 'PATCH',
        token: admin,
      });
      const expiry = Date.parse(again.body.expiryDate);
      expect(expiry).toBeGreaterThanOrEqual(addOneYear(new Date(before)).getTime());
      expect(expiry).toBeLessThan(addOneYear(new Date(before)).getTime() + 60_000);
      expect(again.body.status).toBe('active');
    });

    it('changes the date (future only) and reactivates', async () => {
      const { body: license } = await create({ officeName: 'Data', tier: 'professional' });
      await apiRequest(server, `/api/licenses/${license.id}`, {
        method: 'PUT',
        token: admin,
        body: { isActive: false },
      });
      const path = `/api/licenses/${license.id}/date`;
      const day = future(90).slice(0, 10);
      expect(
        (
          await apiRequest<License>(server, path, {
            method: 'PATCH',
            token: admin,
            body: { expiryDate: day },
          })
        ).body,
      ).toMatchObject({ expiryDate: `${day}T23:59:59.999Z`, isActive: true, status: 'active' });
      expect(
        await apiRequest(server, path, {
          method: 'PATCH',
          token: admin,
          body: { expiryDate: '2021-05-05' },
        }),
      ).toMatchObject({ status: 400, body: { message: messages.pastDate } });
      expect(
        await apiRequest(server, path, { method: 'PATCH', token: admin, body: {} }),
      ).toMatchObject({
        status: 400,
        body: { message: 'Data de expiração é obrigatória' },
      });
      // Today is allowed: the clock (shared with the server, in this process) fixed at noon UTC,
      // so "today" is the same day to both even when the test runs at midnight.
      const real = new Date();
      vi.useFakeTimers({
        toFake: ['Date'],
        now: Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), real.getUTCDate(), 12),
      });
      const today = new Date().toISOString().slice(0, 10);
      expect(
        (
          await apiRequest(server, path, {
            method: 'PATCH',
            token: admin,
            body: { expiryDate: today },
          })
        ).status,
      ).toBe(200);
    });

    it("shows in the accountant's licence details at once", async () => {
      const office = await seedOffice(server);
      await apiRequest(server, `/api/licenses/${office.license.id}`, {
        method: 'PUT',
        token: admin,
        body: { officeName: 'Renomeado', isActive: false },
      });
      const token = await login(server, office.accountant.email, office.accountant.password);
      const me = await apiRequest<{ user: User }>(server, '/api/auth/me', { token });
      expect(me.body.user.licenseDetails).toMatchObject({
        officeName: 'Renomeado',
        isActive: false,
      });
    });
  });

  describe('DELETE /api/licenses/:id', () => {
    it('unlinks its accountants and keeps their companies and data', async () => {
      const office = await seedOffice(server);
      const answer = await apiRequest(server, `/api/licenses/${office.license.id}`, {
        method: 'DELETE',
        token: admin,
      });
      expect(answer).toMatchObject({
        status: 200,
        body: { message: 'Licença eliminada com sucesso' },
      });
      const licenses = await apiRequest<License[]>(server, '/api/licenses', { token: admin });
      expect(licenses.body.map((license) => license.id)).not.toContain(office.license.id);
      const accountants = await apiRequest<User[]>(server, '/api/users?role=accountant', {
        token: admin,
      });
      expect(accountants.body.find((user) => user.id === office.accountant.id)).toMatchObject({
        licenseId: null,
        licenseDetails: null,
      });
      const company = await apiRequest<{ licenseId: string | null }>(
        server,
        `/api/companies/${office.company.id}`,
        { token: admin },
      );
      expect(company).toMatchObject({ status: 200, body: { licenseId: null } });
    });
  });

  describe('GET /api/licenses/quota', () => {
    it("counts the office's companies against the limit and blocks creation at it", async () => {
      const office = await seedOffice(server, { maxCompanies: 2 });
      const token = await login(server, office.accountant.email, office.accountant.password);
      const quota = async () =>
        quotaSchema.parse((await apiRequest<Quota>(server, '/api/licenses/quota', { token })).body);
      expect(await quota()).toEqual({ current: 1, limit: 2, tier: null });

      const company = () => ({
        name: 'Mais Uma',
        taxId: randomNif(),
        managerName: 'Gestor',
        managerEmail: `g-${crypto.randomUUID()}@risema.test`,
      });
      expect((await apiRequest(server, '/api/companies', { token, body: company() })).status).toBe(
        201,
      );
      expect(await quota()).toEqual({ current: 2, limit: 2, tier: null });
      expect(await apiRequest(server, '/api/companies', { token, body: company() })).toMatchObject({
        status: 409,
        body: { message: messages.quotaReached },
      });

      // A second accountant of the same office shares the quota.
      const colleague = await apiRequest<User>(server, '/api/users', {
        token: admin,
        body: {
          name: 'Colega',
          email: `colega-${crypto.randomUUID()}@risema.test`,
          password: 'password-123',
          licenseId: office.license.id,
        },
      });
      const colleagueToken = await loginReady(server, colleague.body.email, 'password-123');
      expect(
        await apiRequest(server, '/api/companies', { token: colleagueToken, body: company() }),
      ).toMatchObject({ status: 409, body: { message: messages.quotaReached } });
    });

    it('answers a zero limit to an accountant without a licence', async () => {
      const email = `sem-licenca-${crypto.randomUUID()}@risema.test`;
      await apiRequest(server, '/api/users', {
        token: admin,
        body: { name: 'Sem Licença', email, password: 'password-123' },
      });
      const token = await loginReady(server, email, 'password-123');
      expect((await apiRequest(server, '/api/licenses/quota', { token })).body).toEqual({
        current: 0,
        limit: 0,
        tier: null,
      });
      expect(
        await apiRequest(server, '/api/companies', {
          token,
          body: {
            name: 'X',
            taxId: randomNif(),
            managerName: 'G',
            managerEmail: `g-${crypto.randomUUID()}@x.pt`,
          },
        }),
      ).toMatchObject({ status: 403, body: { message: messages.licenseInvalidForWrites } });
    });
  });
});
