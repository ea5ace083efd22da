import type { Company, License, User } from '@risema/finance-core/contract';
import {
  LICENSE_FIELDS_MISSING,
  messages,
  userListSchema,
  userSchema,
} from '@risema/finance-core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOffice, TestServer } from '../testing';
import { STORES, apiRequest, login, seedOffice, startSeededServer } from '../testing';

describe.each(STORES)('users on %s', (store) => {
  let server: TestServer;
  let admin: string;
  let office: SeededOffice;

  beforeAll(async () => {
    ({
      server,
      office,
      tokens: { admin },
    } = await startSeededServer({ store }));
  });
  afterAll(() => server.stop());

  const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomUUID()}@risema.test`;

  async function createUser(body: Record<string, unknown>) {
    return apiRequest<User>(server, '/api/users', { token: admin, body });
  }

  describe('GET /api/users', () => {
    it('lists every user, or one role with licence details', async () => {
      const all = userListSchema.parse(
        (await apiRequest(server, '/api/users', { token: admin })).body,
      );
      expect(all.map((user) => user.role).sort()).toEqual(['accountant', 'admin', 'manager']);
      const accountants = userListSchema.parse(
        (await apiRequest(server, '/api/users?role=accountant', { token: admin })).body,
      );
      expect(accountants).toHaveLength(1);
      expect(accountants[0]?.licenseDetails?.officeName).toBe(office.license.officeName);
      // No password or hash, only whether the user must still change it.
      expect(JSON.stringify(all).replaceAll('"mustChangePassword"', '')).not.toMatch(
        /password|scrypt/i,
      );
      expect(await apiRequest(server, '/api/users?role=chefe', { token: admin })).toMatchObject({
        status: 400,
      });
    });
  });

  describe('POST /api/users', () => {
    it('creates an accountant with an existing licence, who can sign in', async () => {
      const email = uniqueEmail('ana');
      const answer = await createUser({
        name: 'Ana',
        email,
        password: 'segredo',
        role: 'accountant',
        isActive: true,
        licenseId: office.license.id,
      });
      expect(answer.status).toBe(201);
      expect(userSchema.parse(answer.body)).toMatchObject({
        name: 'Ana',
        email,
        role: 'accountant',
        licenseId: office.license.id,
      });
      await expect(login(server, email, 'segredo')).resolves.toEqual(expect.any(String));
    });

    it('creates an accountant with a new tiered licence in one go', async () => {
      const answer = await createUser({
        name: 'Rui',
        email: uniqueEmail('rui'),
        password: 'segredo',
        newLicense: { officeName: 'Escritório Rui', tier: 'business' },
      });
      expect(answer.status).toBe(201);
      const licenses = await apiRequest<License[]>(server, '/api/licenses', { token: admin });
      expect(licenses.body.find((license) => license.id === answer.body.licenseId)).toMatchObject({
        officeName: 'Escritório Rui',
        tier: 'business',
        maxCompanies: 100,
        price: 349,
      });
    });

    it('answers the validation messages of docs/product.md §5', async () => {
      const valid = { name: 'Zé', email: uniqueEmail('ze'), password: 'segredo' };
      for (const [body, message] of [
        [{ ...valid, name: ' ' }, 'Nome é obrigatório'],
        [{ ...valid, email: '' }, 'Email é obrigatório'],
        [{ ...valid, email: 'ze@' }, 'Email inválido'],
        [{ ...valid, password: '12345' }, 'Password deve ter pelo menos 6 caracteres'],
        [{ ...valid, newLicense: { officeName: '', tier: 'business' } }, LICENSE_FIELDS_MISSING],
        [{ ...valid, role: 'chefe' }, 'Perfil inválido'],
        [
          { ...valid, role: 'manager', licenseId: office.license.id },
          'Apenas contabilistas podem ter licença',
        ],
      ] as const) {
        expect(await createUser(body)).toMatchObject({ status: 400, body: { message } });
      }
    });

    it('refuses a taken email (409) and an unknown licence (404)', async () => {
      expect(
        await createUser({
          name: 'Dup',
          email: office.manager.email.toUpperCase(),
          password: 'segredo',
        }),
      ).toMatchObject({ status: 409, body: { message: messages.emailTaken } });
      expect(
        await createUser({
          name: 'X',
          email: uniqueEmail('x'),
          password: 'segredo',
          licenseId: crypto.randomUUID(),
        }),
      ).toMatchObject({ status: 404, body: { message: messages.licenseNotFound } });
    });
  });

  describe('PATCH /api/users/:id/toggle-active', () => {
    it("toggles, refuses the admin's own account and unknown users", async () => {
      const user = (await createUser({ name: 'T', email: uniqueEmail('t'), password: 'segredo' }))
        .body;
      const toggle = (id: string) =>
        apiRequest<User>(server, `/api/users/${id}/toggle-active`, {
          method: 'PATCH',
          token: admin,
        });
      expect((await toggle(user.id)).body.isActive).toBe(false);
      expect((await toggle(user.id)).body.isActive).toBe(true);
      const me = await apiRequest<{ user: User }>(server, '/api/auth/me', { token: admin });
      expect((await toggle(me.body.user.id)).status).toBe(409);
      expect(await toggle(crypto.randomUUID())).toMatchObject({
        status: 404,
        body: { message: messages.userNotFound },
      });
    });
  });

  describe('PUT /api/users/:id/license', () => {
    it('assigns a licence, even an expired one, to accountants only', async () => {
      const user = (await createUser({ name: 'L', email: uniqueEmail('l'), password: 'segredo' }))
        .body;
      const assign = (id: string, licenseId: string) =>
        apiRequest<User>(server, `/api/users/${id}/license`, {
          method: 'PUT',
          token: admin,
          body: { licenseId },
        });
      expect((await assign(user.id, office.license.id)).body).toMatchObject({
        licenseId: office.license.id,
        licenseDetails: { officeName: office.license.officeName },
      });
      expect(await assign(office.manager.id, office.license.id)).toMatchObject({
        status: 400,
        body: { message: 'O utilizador não é um contabilista' },
      });
      expect((await assign(user.id, crypto.randomUUID())).status).toBe(404);
      expect((await assign(crypto.randomUUID(), office.license.id)).status).toBe(404);
      expect(await assign(user.id, 'não-é-id')).toMatchObject({
        status: 400,
        body: { message: 'Identificador inválido' },
      });
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('refuses an accountant with companies (409), deletes one without', async () => {
      const del = (id: string) =>
        apiRequest(server, `/api/users/${id}`, { method: 'DELETE', token: admin });
      expect(await del(office.accountant.id)).toMatchObject({
        status: 409,
        body: { message: messages.accountantHasCompanies },
      });
      const user = (await createUser({ name: 'D', email: uniqueEmail('d'), password: 'segredo' }))
        .body;
      const token = await login(server, user.email, 'segredo');
      expect(await del(user.id)).toMatchObject({
        status: 200,
        body: { message: 'Utilizador eliminado com sucesso' },
      });
      // Their sessions went with them.
      expect((await apiRequest(server, '/api/auth/me', { token })).status).toBe(401);
      expect(await del(user.id)).toMatchObject({
        status: 404,
        body: { message: messages.userNotFound },
      });
    });

    it('deletes a manager and leaves the company without one', async () => {
      const other = await seedOffice(server);
      expect(
        (
          await apiRequest(server, `/api/users/${other.manager.id}`, {
            method: 'DELETE',
            token: admin,
          })
        ).status,
      ).toBe(200);
      const company = await apiRequest<Company>(server, `/api/companies/${other.company.id}`, {
        token: admin,
      });
      expect(company.body).toMatchObject({
        managerId: null,
        managerName: null,
        managerEmail: null,
      });
    });

    it("refuses the admin's own account", async () => {
      const me = await apiRequest<{ user: User }>(server, '/api/auth/me', { token: admin });
      expect(
        (
          await apiRequest(server, `/api/users/${me.body.user.id}`, {
            method: 'DELETE',
            token: admin,
          })
        ).status,
      ).toBe(409);
    });
  });
});
