import type { Company, SyncResponse } from '@risema/finance-core/contract';
import { myReportWorkbook } from '@risema/finance-core/testing';
import { describe, expect, it } from 'vitest';
import { STORES, apiRequest, login, randomNif, seedOffice, startTestServer } from '../src/testing';

describe.each(STORES)('restart on the same data (%s)', (store) => {
  it('keeps users, sessions, companies, documents, periods, sync cursors and idempotency keys', async () => {
    const first = await startTestServer({ store });
    const office = await seedOffice(first);
    const token = await login(first, office.accountant.email, office.accountant.password);
    const data = new FormData();
    data.append('companyId', office.company.id);
    const { fileName, bytes } = myReportWorkbook();
    data.append('document', new Blob([bytes]), fileName);
    const upload = await apiRequest<{ documentId: string }>(first, '/api/documents/upload', {
      token,
      form: data,
    });
    await apiRequest(first, `/api/documents/${upload.body.documentId}/confirm`, {
      token,
      body: { confirmedPeriod: '2025-12' },
    });
    const key = crypto.randomUUID();
    const createBody = {
      name: 'Antes do Reinício, Lda',
      taxId: randomNif(),
      managerName: 'Gestor',
      managerEmail: `antes-${key}@risema.test`,
    };
    const created = await apiRequest<Company>(first, '/api/companies', {
      token,
      body: createBody,
      headers: { 'Idempotency-Key': key },
    });
    const before = {
      companies: (await apiRequest<Company[]>(first, '/api/companies', { token })).body,
      data: (
        await apiRequest(
          first,
          `/api/companies/${office.company.id}/financial-data?period=2025-12`,
          {
            token,
          },
        )
      ).body,
      cursor: (await apiRequest<SyncResponse>(first, '/api/sync', { token })).body.cursor,
    };
    await first.stop({ keepData: true });

    const second = await startTestServer({
      dataDir: first.dataDir,
      databaseUrl: first.databaseUrl,
    });
    try {
      // The session survives: no new sign-in needed.
      expect((await apiRequest(second, '/api/auth/me', { token })).status).toBe(200);
      expect((await apiRequest(second, '/api/companies', { token })).body).toEqual(
        before.companies,
      );
      expect(
        (
          await apiRequest(
            second,
            `/api/companies/${office.company.id}/financial-data?period=2025-12`,
            {
              token,
            },
          )
        ).body,
      ).toEqual(before.data);
      const pulled = await apiRequest<SyncResponse>(second, `/api/sync?since=${before.cursor}`, {
        token,
      });
      expect(pulled.body).toMatchObject({ reset: false, changes: { companies: [], periods: [] } });
      const replay = await apiRequest<Company>(second, '/api/companies', {
        token,
        body: createBody,
        headers: { 'Idempotency-Key': key },
      });
      expect(replay).toMatchObject({ status: 201, body: { id: created.body.id } });
      // One first admin, still the same.
      const admin = await login(second, second.admin.email, second.admin.password);
      const admins = await apiRequest<unknown[]>(second, '/api/users?role=admin', { token: admin });
      expect(admins.body).toHaveLength(1);
      expect(second.logs.some((line) => line.startsWith('First admin created'))).toBe(false);
    } finally {
      await second.stop();
      await first.removeData();
    }
  });
});
