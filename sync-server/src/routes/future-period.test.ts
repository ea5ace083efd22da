import type { Company } from '@risema/finance-core/contract';
import { messages } from '@risema/finance-core/contract';
import { myReportWorkbook } from '@risema/finance-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOffice, TestServer } from '../testing';
import { apiRequest, login, seedOffice, startTestServer } from '../testing';

let server: TestServer;
let office: SeededOffice;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  office = await seedOffice(server);
  token = await login(server, office.accountant.email, office.accountant.password);
});
afterAll(async () => {
  await server.stop();
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
    const now = new Date();
    const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const inTwoMonths = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
    const later = `${inTwoMonths.getUTCFullYear()}-${String(inTwoMonths.getUTCMonth() + 1).padStart(2, '0')}`;
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
