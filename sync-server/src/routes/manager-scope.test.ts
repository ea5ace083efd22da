/**
 * Permission matrix of manager accounts (docs/design.md §4.13): a manager belongs to one office. The
 * same email may manage several companies of that office; an email of another office's user, of
 * an admin or of an accountant is refused with one neutral 409, on create and on edit alike.
 */
import type { Company, User } from '@risema/finance-core/contract';
import { messages } from '@risema/finance-core/contract';
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

describe.each(STORES)('manager scope on %s', (store) => {
  let server: TestServer;
  let admin: string;
  let officeA: SeededOffice;
  let officeB: SeededOffice;
  /** Tokens: office A's accountant, a second accountant of office A, office B's accountant. */
  let a1: string;
  let a2: string;
  let b1: string;

  beforeAll(async () => {
    server = await startTestServer({ store });
    admin = await login(server, server.admin.email, server.admin.password);
    officeA = await seedOffice(server, { tier: 'business' });
    officeB = await seedOffice(server, { tier: 'business' });
    a1 = await login(server, officeA.accountant.email, officeA.accountant.password);
    b1 = await login(server, officeB.accountant.email, officeB.accountant.password);
    const email = `segundo-${crypto.randomUUID()}@risema.test`;
    const second = await apiRequest<User>(server, '/api/users', {
      token: admin,
      body: { name: 'Segundo', email, password: 'segredo', licenseId: officeA.license.id },
    });
    expect(second.status).toBe(201);
    a2 = await loginReady(server, email, 'segredo');
  });
  afterAll(() => server.stop());

  function company(managerEmail: string, managerName = 'Nome Escrito') {
    return {
      name: `Empresa ${crypto.randomUUID().slice(0, 8)}`,
      taxId: randomNif(),
      managerEmail,
      managerName,
    };
  }
  const create = (token: string, body: unknown) =>
    apiRequest<Company>(server, '/api/companies', { token, body });
  const edit = (token: string, target: Company, changes: Record<string, unknown>) =>
    apiRequest<Company>(server, `/api/companies/${target.id}`, {
      method: 'PUT',
      token,
      body: { name: target.name, taxId: target.taxId, ...changes },
    });
  const neutral = { status: 409, body: { message: messages.emailTaken } };

  async function companiesOf(email: string, password: string): Promise<string[]> {
    const token = await loginReady(server, email, password);
    const list = await apiRequest<Company[]>(server, '/api/companies', { token });
    return list.body.map((one) => one.id);
  }

  describe('manager accounts belong to one office', () => {
    it('lets the same email manage several companies of the same office (both accountants)', async () => {
      const byA1 = await create(a1, company(officeA.manager.email));
      const byA2 = await create(a2, company(officeA.manager.email));
      expect(byA1).toMatchObject({ status: 201, body: { managerId: officeA.manager.id } });
      expect(byA2).toMatchObject({ status: 201, body: { managerId: officeA.manager.id } });
      expect(await companiesOf(officeA.manager.email, officeA.manager.password)).toEqual(
        expect.arrayContaining([officeA.company.id, byA1.body.id, byA2.body.id]),
      );
    });

    it("refuses another office's manager in both directions, on create and on edit", async () => {
      expect(await create(b1, company(officeA.manager.email))).toMatchObject(neutral);
      expect(await create(a1, company(officeB.manager.email))).toMatchObject(neutral);
      expect(
        await edit(b1, officeB.company, { managerEmail: officeA.manager.email }),
      ).toMatchObject(neutral);
      // Also when the edit would set the manager's name or password.
      expect(
        await edit(a1, officeA.company, {
          managerEmail: officeB.manager.email,
          managerName: 'Tomado',
          newManagerPassword: 'tomada-123',
        }),
      ).toMatchObject(neutral);
      // Nobody gained a company; both managers keep their password.
      expect(await companiesOf(officeB.manager.email, officeB.manager.password)).toEqual([
        officeB.company.id,
      ]);
      expect(await companiesOf(officeA.manager.email, officeA.manager.password)).not.toContain(
        officeB.company.id,
      );
    });

    it('does not let a manager created by one office be claimed by another, even after its company is gone', async () => {
      const ceo = `ceo-${crypto.randomUUID()}@client.pt`;
      const planted = await create(b1, company(ceo));
      expect(planted.status).toBe(201);
      expect(await create(a1, company(ceo, 'CEO Verdadeiro'))).toMatchObject(neutral);
      const deleted = await apiRequest(server, `/api/companies/${planted.body.id}`, {
        method: 'DELETE',
        token: b1,
      });
      expect(deleted.status).toBe(200);
      expect(await create(a1, company(ceo, 'CEO Verdadeiro'))).toMatchObject(neutral);
      expect(await companiesOf(ceo, planted.body.taxId)).toEqual([]);
    });

    it('answers one neutral message for an admin, an accountant of either office and a foreign manager', async () => {
      const emails = [
        server.admin.email,
        officeA.accountant.email,
        officeB.accountant.email,
        officeB.manager.email,
      ];
      for (const email of emails) {
        expect(await create(a1, company(email)), email).toMatchObject(neutral);
        expect(await edit(a1, officeA.company, { managerEmail: email }), email).toMatchObject(
          neutral,
        );
        expect(
          await edit(a1, officeA.company, { managerEmail: email, newManagerPassword: 'outra-123' }),
          email,
        ).toMatchObject(neutral);
      }
      const list = await apiRequest<Company[]>(server, '/api/companies', { token: a1 });
      expect(list.body.find((one) => one.id === officeA.company.id)?.managerId).toBe(
        officeA.manager.id,
      );
    });
  });
});
