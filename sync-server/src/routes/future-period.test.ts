import type { Company } from '@risema/finance-core/contract';
import { messages } from '@risema/finance-core/contract';
import { myReportWorkbook } from '@risema/finance-core/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SeededOffice, TestServer } from '../testing';
import { STORES, apiRequest, startSeededServer } from '../testing';

describe.each(STORES)('future periods on %s', (store) => {
  let server: TestServer;
  let office: SeededOffice;
  let token: string;

  beforeAll(async () => {
    ({
      server,
      office,
      tokens: { accountant: token },
    } = await startSeededServer({ store }));
  });
  afterAll(() => server.stop());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function pendingDocument(): Promise<string> {
    const data = new FormData();
    data.append('companyId', office.company.id);
    const { fileName, bytes } = myReportWorkbook();
    data.append('document', new Blob([bytes]), fileName);
    const answer = await apiRequest<{ documentId: string }>(server, '/api/documents/upload', {
      token,
      form: data,
    });
    expect(answer.status).toBe(201);
    return answer.body.documentId;
  }

  describe('a confirmed period is never after the current month (docs/design.md §4.15)', () => {
    it('refuses 2099-12 and next month, keeps the document pending, then takes this month', async () => {
      const documentId = await pendingDocument();
      // The server runs in this process: one clock for both, fixed in the middle of this month, so
      // "this month" and "next month" mean the same to the test and to the server, whenever it runs.
      const real = new Date();
      vi.useFakeTimers({
        toFake: ['Date'],
        now: Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), 15, 12),
      });
      const now = new Date();
      const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const later = `${nextMonth.getUTCFullYear()}-${String(nextMonth.getUTCMonth() + 1).padStart(2, '0')}`;
      for (const period of ['2099-12', later]) {
        const answer = await apiRequest(server, `/api/documents/${documentId}/confirm`, {
          token,
          body: { confirmedPeriod: period },
        });
        expect(answer, period).toMatchObject({
          status: 400,
          body: { message: messages.futurePeriod },
        });
      }
      const company = await apiRequest<Company>(server, `/api/companies/${office.company.id}`, {
        token,
      });
      expect(company.body.dataPeriod).toBe(null);
      const confirmed = await apiRequest(server, `/api/documents/${documentId}/confirm`, {
        token,
        body: { confirmedPeriod: thisMonth },
      });
      expect(confirmed.status).toBe(200);
    }, 30_000);
  });
});
