import { adminStatsSchema } from '@risema/finance-core/contract';
import { myReportWorkbook } from '@risema/finance-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing';
import {
  STORES,
  apiRequest,
  login,
  seedOffice,
  setLicenseExpiry,
  startTestServer,
} from '../testing';

describe.each(STORES)('GET /api/admin/stats on %s', (store) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ store });
  });
  afterAll(() => server.stop());

  describe('GET /api/admin/stats', () => {
    it('counts licences by status, companies, users and confirmed documents', async () => {
      const admin = await login(server, server.admin.email, server.admin.password);
      const stats = async () =>
        adminStatsSchema.parse(
          (await apiRequest(server, '/api/admin/stats', { token: admin })).body,
        );
      expect(await stats()).toEqual({
        totalLicenses: 0,
        activeLicenses: 0,
        expiringSoonLicenses: 0,
        expiredLicenses: 0,
        suspendedLicenses: 0,
        totalCompanies: 0,
        activeCompanies: 0,
        accountants: 0,
        managers: 0,
        documents: 0,
      });

      const active = await seedOffice(server, { tier: 'business' });
      const soon = await seedOffice(server, { tier: 'professional' });
      const expired = await seedOffice(server);
      const suspended = await seedOffice(server);
      await apiRequest(server, `/api/licenses/${soon.license.id}/date`, {
        method: 'PATCH',
        token: admin,
        body: { expiryDate: new Date(Date.now() + 5 * 86_400_000).toISOString() },
      });
      await setLicenseExpiry(server, expired.license.id, '2020-01-01T00:00:00.000Z');
      await apiRequest(server, `/api/licenses/${suspended.license.id}`, {
        method: 'PUT',
        token: admin,
        body: { isActive: false },
      });
      await apiRequest(server, `/api/companies/${suspended.company.id}/toggle-active`, {
        method: 'PATCH',
        token: admin,
      });
      const accountant = await login(server, active.accountant.email, active.accountant.password);
      const data = new FormData();
      data.append('companyId', active.company.id);
      const { fileName, bytes } = myReportWorkbook();
      data.append('document', new Blob([bytes]), fileName);
      const upload = await apiRequest<{ documentId: string }>(server, '/api/documents/upload', {
        token: accountant,
        form: data,
      });
      // Pending documents are not counted until confirmed.
      expect((await stats()).documents).toBe(0);
      await apiRequest(server, `/api/documents/${upload.body.documentId}/confirm`, {
        token: accountant,
        body: { confirmedPeriod: '2025-12' },
      });

      expect(await stats()).toEqual({
        totalLicenses: 4,
        activeLicenses: 2,
        expiringSoonLicenses: 1,
        expiredLicenses: 1,
        suspendedLicenses: 1,
        totalCompanies: 4,
        activeCompanies: 3,
        accountants: 4,
        managers: 4,
        documents: 1,
      });
    });
  });
});
