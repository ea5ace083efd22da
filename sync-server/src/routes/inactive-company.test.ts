/**
 * An inactive company is read-only (docs/design.md §4.14): its accountant reads it but cannot upload,
 * confirm or edit (409 `Empresa inativa`); its manager still syncs the company row (isActive
 * false) but gets a refusal with a message to contact the accountant instead of its data.
 * Reactivation restores both.
 */
import type { Company, SyncResponse } from '@risema/finance-core/contract';
import { messages, syncResponseSchema } from '@risema/finance-core/contract';
import { myReportWorkbook, risemaWorkbook } from '@risema/finance-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOffice, TestServer } from '../testing';
import { STORES, apiRequest, startSeededServer } from '../testing';

describe.each(STORES)('inactive companies on %s', (store) => {
  let server: TestServer;
  let office: SeededOffice;
  let accountant: string;
  let manager: string;

  beforeAll(async () => {
    ({
      server,
      office,
      tokens: { accountant, manager },
    } = await startSeededServer({ store }));
  });
  afterAll(() => server.stop());

  function upload(kind: 'myreport' | 'risema' = 'myreport') {
    const data = new FormData();
    data.append('companyId', office.company.id);
    const { fileName, bytes } = kind === 'myreport' ? myReportWorkbook() : risemaWorkbook();
    data.append('document', new Blob([bytes]), fileName);
    return apiRequest<{ documentId: string }>(
      server,
      kind === 'myreport' ? '/api/documents/upload' : '/api/documents/upload-risema',
      { token: accountant, form: data },
    );
  }
  const confirm = (documentId: string, confirmedPeriod: string) =>
    apiRequest(server, `/api/documents/${documentId}/confirm`, {
      token: accountant,
      body: { confirmedPeriod },
    });
  const toggle = () =>
    apiRequest<Company>(server, `/api/companies/${office.company.id}/toggle-active`, {
      method: 'PATCH',
      token: accountant,
    });
  const edit = () =>
    apiRequest<Company>(server, `/api/companies/${office.company.id}`, {
      method: 'PUT',
      token: accountant,
      body: { name: 'Nome Novo, Lda', taxId: office.company.taxId },
    });
  const reads = (token: string) => {
    const base = `/api/companies/${office.company.id}`;
    return Promise.all(
      [
        base,
        `${base}/periods`,
        `${base}/financial-data?period=2025-01`,
        `${base}/financial-ratios?period=2025-01`,
      ].map((path) => apiRequest(server, path, { token })),
    );
  };
  async function pull(token: string, since?: string): Promise<SyncResponse> {
    const query = since === undefined ? '' : `?since=${encodeURIComponent(since)}`;
    return syncResponseSchema.parse(
      (await apiRequest(server, `/api/sync${query}`, { token })).body,
    );
  }

  describe('an inactive company', () => {
    it('is read-only for its accountant and closed to its manager, until reactivated', async () => {
      const pending = await upload();
      expect(pending.status).toBe(201);
      expect((await confirm(pending.body.documentId, '2025-01')).status).toBe(200);
      const second = await upload();
      expect(second.status).toBe(201);
      const managerCursor = (await pull(manager)).cursor;

      expect(await toggle()).toMatchObject({ status: 200, body: { isActive: false } });

      const inactive = { status: 409, body: { message: messages.companyInactive } };
      expect(await upload()).toMatchObject(inactive);
      expect(await upload('risema')).toMatchObject(inactive);
      expect(await confirm(second.body.documentId, '2025-02')).toMatchObject(inactive);
      expect(await edit()).toMatchObject(inactive);
      // The accountant still reads everything.
      for (const answer of await reads(accountant)) expect(answer.status).toBe(200);

      // The manager sees the company row, not its data.
      const list = await apiRequest<Company[]>(server, '/api/companies', { token: manager });
      expect(list.body).toEqual([
        expect.objectContaining({ id: office.company.id, isActive: false }),
      ]);
      for (const answer of await reads(manager)) {
        expect(answer).toMatchObject({
          status: 403,
          body: { message: messages.companyInactiveForManager },
        });
      }
      const closed = await pull(manager, managerCursor);
      expect(closed.reset).toBe(true);
      expect(closed.changes.companies).toEqual([
        expect.objectContaining({ id: office.company.id, isActive: false }),
      ]);
      expect(closed.changes.periods).toEqual([]);

      // Reactivated: everything is back.
      expect(await toggle()).toMatchObject({ status: 200, body: { isActive: true } });
      expect((await confirm(second.body.documentId, '2025-02')).status).toBe(200);
      expect((await edit()).status).toBe(200);
      expect((await upload()).status).toBe(201);
      for (const answer of await reads(manager)) expect(answer.status).toBe(200);
      const reopened = await pull(manager, closed.cursor);
      expect(reopened.reset).toBe(true);
      expect(reopened.changes.periods.map((period) => period.period).sort()).toEqual([
        '2025-01',
        '2025-02',
      ]);
    }, 30_000);
  });
});
