import { companySchema, syncResponseSchema } from '@risema/finance-core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOffice, TestServer } from './index';
import {
  STORES,
  apiRequest,
  login,
  randomNif,
  seedOffice,
  startSeededServer,
  startTestServer,
} from './index';
import { isValidNif } from '@risema/finance-core/contract';

describe.each(STORES)('the test helpers on %s', (store) => {
  let server: TestServer;
  let office: SeededOffice;

  beforeAll(async () => {
    server = await startTestServer({ store });
    office = await seedOffice(server);
  });
  afterAll(() => server.stop());

  describe('startTestServer + seedOffice', () => {
    it('seed an office whose three roles sign in and sync what they may see', async () => {
      expect(companySchema.parse(office.company).accountantId).toBe(office.accountant.id);
      expect(office.company.managerId).toBe(office.manager.id);
      expect(office.company.licenseId).toBe(office.license.id);

      const pulls = await Promise.all(
        [
          [server.admin.email, server.admin.password],
          [office.accountant.email, office.accountant.password],
          [office.manager.email, office.manager.password],
        ].map(async ([email = '', password = '']) => {
          const token = await login(server, email, password);
          const answer = await apiRequest(server, '/api/sync', { token });
          expect(answer.status).toBe(200);
          return syncResponseSchema.parse(answer.body);
        }),
      );
      const [admin, accountant, manager] = pulls;
      expect(admin?.changes.users.map((u) => u.email)).toEqual(
        expect.arrayContaining([server.admin.email, office.accountant.email, office.manager.email]),
      );
      expect(admin?.changes.companies.map((c) => c.id)).toEqual([office.company.id]);
      expect(accountant?.changes.users.map((u) => u.id)).toEqual([office.accountant.id]);
      expect(accountant?.changes.licenses.map((l) => l.id)).toEqual([office.license.id]);
      expect(accountant?.changes.companies.map((c) => c.id)).toEqual([office.company.id]);
      expect(manager?.changes.users.map((u) => u.id)).toEqual([office.manager.id]);
      expect(manager?.changes.licenses).toEqual([]);
      expect(manager?.changes.companies.map((c) => c.id)).toEqual([office.company.id]);
    });

    it('seeds independent offices on one server', async () => {
      const other = await seedOffice(server, { tier: 'business' });
      expect(other.accountant.email).not.toBe(office.accountant.email);
      expect(other.license).toMatchObject({ tier: 'business', maxCompanies: 100, price: 349 });
    });

    it('makes valid NIFs', () => {
      for (let i = 0; i < 50; i++) expect(isValidNif(randomNif())).toBe(true);
    });

    it('restarts on the same data directory with everything still there', async () => {
      const first = await startTestServer({ store });
      const seeded = await seedOffice(first);
      await first.stop({ keepData: true });
      const second = await startTestServer({
        dataDir: first.dataDir,
        databaseUrl: first.databaseUrl,
      });
      try {
        const token = await login(second, seeded.manager.email, seeded.manager.password);
        const company = await apiRequest(second, `/api/companies/${seeded.company.id}`, { token });
        expect(company.status).toBe(200);
        expect(company.body).toEqual(seeded.company);
      } finally {
        await second.stop();
        await first.removeData();
      }
    });

    it('starts a seeded server whose sessions of every role work at once', async () => {
      const seeded = await startSeededServer({ store, tier: 'professional' });
      try {
        expect(seeded.server.store).toBe(store);
        const me = async (token: string) =>
          (await apiRequest<{ user: { id: string } }>(seeded.server, '/api/auth/me', { token }))
            .body.user.id;
        expect(await me(seeded.tokens.accountant)).toBe(seeded.office.accountant.id);
        expect(await me(seeded.tokens.manager)).toBe(seeded.office.manager.id);
        const companies = await apiRequest<unknown[]>(seeded.server, '/api/companies', {
          token: seeded.tokens.admin,
        });
        expect(companies.body).toHaveLength(1);
        expect(seeded.office.license).toMatchObject({ tier: 'professional' });
      } finally {
        await seeded.server.stop();
      }
    });
  });
});
