import type {
  FinancialDataResponse,
  FinancialRatiosResponse,
  UploadResponse,
} from '@risema/finance-core/contract';
import {
  confirmDocumentResponseSchema,
  financialDataResponseSchema,
  financialRatiosResponseSchema,
  messages,
  nifMismatchWarning,
  uploadResponseSchema,
} from '@risema/finance-core/contract';
import { WORKBOOK_REFUSALS } from '@risema/finance-core/reader';
import type { RefusalCase } from '@risema/finance-core/testing';
import {
  myReportWorkbook,
  refusalCases,
  risemaWorkbook,
  xlsWorkbook,
} from '@risema/finance-core/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOffice, TestServer } from '../testing';
import {
  STORES,
  apiRequest,
  login,
  seedOffice,
  setLicenseExpiry,
  startSeededServer,
} from '../testing';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const fixtures = path.resolve(repoRoot, 'fixtures');

interface ExpectedAccount {
  statement: 'balanceSheet' | 'incomeStatement' | 'externalServices' | 'financialRatios';
  code: string;
  description: string;
  values: Record<string, number>;
}
interface ExpectedFile {
  fileName: string;
  kind: 'myreport' | 'risema';
  company: string;
  nif: string;
  period: string;
  counts: UploadResponse['processedData'];
  accounts: ExpectedAccount[];
}
const expected = JSON.parse(readFileSync(path.join(fixtures, 'expected.json'), 'utf8')) as {
  files: ExpectedFile[];
  companies: { name: string; nif: string }[];
};

describe.each(STORES)('documents on %s', (store) => {
  let server: TestServer;
  let office: SeededOffice;
  let token: string;
  let cases: RefusalCase[];

  beforeAll(async () => {
    // Built before any request: building them holds this process's event loop for seconds, and a
    // keep-alive connection left idle that long is closed by the server (in this process too)
    // just as the next request goes out on it (ECONNRESET).
    cases = refusalCases();
    ({
      server,
      office,
      tokens: { accountant: token },
    } = await startSeededServer({ store, tier: 'professional' }));
  });
  afterAll(() => server.stop());

  function form(fields: { companyId?: string; file?: { fileName: string; bytes: Uint8Array } }) {
    const data = new FormData();
    if (fields.companyId !== undefined) data.append('companyId', fields.companyId);
    if (fields.file) data.append('document', new Blob([fields.file.bytes]), fields.file.fileName);
    return data;
  }

  async function upload(
    companyId: string,
    file: { fileName: string; bytes: Uint8Array },
    kind: 'myreport' | 'risema' = 'myreport',
    options: { as?: string; headers?: Record<string, string> } = {},
  ) {
    return apiRequest(
      server,
      kind === 'myreport' ? '/api/documents/upload' : '/api/documents/upload-risema',
      {
        method: 'POST',
        token: options.as ?? token,
        form: form({ companyId, file }),
        headers: options.headers,
      },
    );
  }

  async function confirm(documentId: string, confirmedPeriod: string, as = token) {
    return apiRequest(server, `/api/documents/${documentId}/confirm`, {
      token: as,
      body: { confirmedPeriod },
    });
  }

  async function createCompany(name: string, taxId: string) {
    const answer = await apiRequest<{ id: string }>(server, '/api/companies', {
      token,
      body: {
        name,
        taxId,
        managerName: `Gestor ${name}`,
        managerEmail: `gestor.${taxId}@risema.test`,
      },
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  }

  function sample(fileName: string) {
    return { fileName, bytes: new Uint8Array(readFileSync(path.join(fixtures, fileName))) };
  }

  async function financialData(companyId: string, period: string): Promise<FinancialDataResponse> {
    const answer = await apiRequest(
      server,
      `/api/companies/${companyId}/financial-data?period=${period}`,
      { token },
    );
    expect(answer.status).toBe(200);
    return financialDataResponseSchema.parse(answer.body);
  }

  async function ratios(companyId: string, period: string): Promise<FinancialRatiosResponse> {
    const answer = await apiRequest(
      server,
      `/api/companies/${companyId}/financial-ratios?period=${period}`,
      { token },
    );
    expect(answer.status).toBe(200);
    return financialRatiosResponseSchema.parse(answer.body);
  }

  describe('every sample workbook through upload, confirm and read back', () => {
    const companyIds = new Map<string, string>();

    beforeAll(async () => {
      for (const company of expected.companies) {
        companyIds.set(company.nif, await createCompany(company.name, company.nif));
      }
    });

    for (const file of expected.files) {
      it(`${file.fileName} reads back as expected.json says`, async () => {
        const companyId = companyIds.get(file.nif) ?? '';
        const uploaded = await upload(companyId, sample(file.fileName), file.kind);
        expect(uploaded.status).toBe(201);
        const body = uploadResponseSchema.parse(uploaded.body);
        expect(body).toMatchObject({
          status: 'pending_validation',
          kind: file.kind,
          extractedPeriod: file.period,
          fileName: file.fileName,
          company: file.company,
          nif: file.nif,
          processedData: file.counts,
        });
        expect(body.warnings).not.toContain(nifMismatchWarning(file.nif, file.nif));

        const confirmed = await confirm(body.documentId, file.period);
        expect(confirmed.status).toBe(200);
        expect(confirmDocumentResponseSchema.parse(confirmed.body)).toEqual({
          status: 'confirmed',
          documentId: body.documentId,
          companyId,
          kind: file.kind,
          period: file.period,
        });

        const data = await financialData(companyId, file.period);
        const ratioRows = (await ratios(companyId, file.period))[0]?.ratiosData ?? [];
        for (const account of file.accounts) {
          if (account.statement === 'financialRatios') {
            const row = ratioRows.find((ratio) => ratio.description === account.description);
            expect(row?.values, account.description).toEqual(account.values);
            continue;
          }
          const rows = data[account.statement]?.detailedAccounts ?? [];
          const row = rows.find(
            (candidate) =>
              candidate.description === account.description && candidate.code === account.code,
          );
          expect(row?.values, `${account.statement} ${account.description}`).toEqual(
            account.values,
          );
        }
        // Counts are rows with a description: what was stored is what was counted.
        if (file.kind === 'myreport') {
          expect(data.balanceSheet?.detailedAccounts).toHaveLength(file.counts.balanceSheet);
          expect(data.externalServices?.detailedAccounts).toHaveLength(
            file.counts.externalServices,
          );
          expect(ratioRows).toHaveLength(file.counts.financialRatios);
        }
        expect(data.incomeStatement?.detailedAccounts).toHaveLength(file.counts.incomeStatement);
        expect(data.revenues?.detailedAccounts.map((row) => row.code)).toEqual(
          data.incomeStatement?.detailedAccounts
            .map((row) => row.code)
            .filter((code) => /^7[12]/.test(code)),
        );
      });
    }

    it("lists each company's periods newest first and keeps the summary figures real", async () => {
      for (const company of expected.companies) {
        const companyId = companyIds.get(company.nif) ?? '';
        const files = expected.files.filter((file) => file.nif === company.nif);
        const periods = await apiRequest<string[]>(server, `/api/companies/${companyId}/periods`, {
          token,
        });
        expect(periods.body).toEqual(
          [...new Set(files.map((file) => file.period))].sort().reverse(),
        );
        const read = await apiRequest<{
          documentCount: number;
          dataPeriod: string;
          lastUploadDate: string;
        }>(server, `/api/companies/${companyId}`, { token });
        expect(read.body.documentCount).toBe(files.length);
        expect(read.body.dataPeriod).toBe(periods.body[0]);
        expect(Date.parse(read.body.lastUploadDate)).toBeGreaterThan(Date.now() - 60_000);
      }
    });
  });

  describe('a RISEMA simulation', () => {
    it('after a MyReport replaces only the income statement of the period', async () => {
      const companyId = await createCompany('Padaria Simulada, Lda', '509442013');
      const real = uploadResponseSchema.parse(
        (await upload(companyId, sample('myreport-padaria-lusitana-2025-12.xlsx'))).body,
      );
      expect((await confirm(real.documentId, '2025-12')).status).toBe(200);
      const before = await financialData(companyId, '2025-12');
      const ratiosBefore = await ratios(companyId, '2025-12');

      const simulated = uploadResponseSchema.parse(
        (await upload(companyId, sample('risema-padaria-lusitana-2026-03.xlsx'), 'risema')).body,
      );
      expect(simulated.kind).toBe('risema');
      // The person confirming may move it to another period (here the MyReport's).
      expect((await confirm(simulated.documentId, '2025-12')).status).toBe(200);
      const after = await financialData(companyId, '2025-12');

      expect(after.balanceSheet).toEqual(before.balanceSheet);
      expect(after.externalServices).toEqual(before.externalServices);
      expect(await ratios(companyId, '2025-12')).toEqual(ratiosBefore);
      expect(after.incomeStatement).not.toEqual(before.incomeStatement);
      const risemaFile = expected.files.find((file) => file.kind === 'risema');
      expect(after.incomeStatement?.detailedAccounts).toHaveLength(
        risemaFile?.counts.incomeStatement ?? -1,
      );
      const sales = after.incomeStatement?.detailedAccounts.find((row) => row.code === '71');
      expect(sales?.values).toEqual(risemaFile?.accounts.find((a) => a.code === '71')?.values);
    });

    it('on a period without data stores just the income statement', async () => {
      const companyId = await createCompany('Simulação Nova, Lda', '509442013');
      const simulated = uploadResponseSchema.parse(
        (await upload(companyId, sample('risema-padaria-lusitana-2026-03.xlsx'), 'risema')).body,
      );
      expect((await confirm(simulated.documentId, '2026-03')).status).toBe(200);
      const data = await financialData(companyId, '2026-03');
      expect(data.balanceSheet).toBeNull();
      expect(data.externalServices).toBeNull();
      expect(data.incomeStatement?.detailedAccounts.length).toBeGreaterThan(0);
      expect(await ratios(companyId, '2026-03')).toEqual([]);
    });

    it('a MyReport after a RISEMA replaces every section again', async () => {
      const companyId = await createCompany('Ida e Volta, Lda', '509442013');
      const simulated = uploadResponseSchema.parse(
        (await upload(companyId, risemaWorkbook({ period: '2025-12' }), 'risema')).body,
      );
      await confirm(simulated.documentId, '2025-12');
      const real = uploadResponseSchema.parse(
        (await upload(companyId, myReportWorkbook({ period: '2025-12' }))).body,
      );
      await confirm(real.documentId, '2025-12');
      const data = await financialData(companyId, '2025-12');
      expect(data.balanceSheet?.detailedAccounts).toHaveLength(real.processedData.balanceSheet);
      expect(data.incomeStatement?.detailedAccounts).toHaveLength(
        real.processedData.incomeStatement,
      );
    });
  });

  describe('upload answers', () => {
    it('take a RISEMA simulation as .xls', async () => {
      const answer = await upload(office.company.id, xlsWorkbook(), 'risema');
      expect(answer.status).toBe(201);
      expect(uploadResponseSchema.parse(answer.body)).toMatchObject({
        kind: 'risema',
        extractedPeriod: '2026-03',
      });
    });

    it('store and show the file name sanitised (base name, no bidi, no formula start)', async () => {
      const workbook = { ...myReportWorkbook(), fileName: '../../=evil\u202Exslx.xlsx' };
      const answer = uploadResponseSchema.parse((await upload(office.company.id, workbook)).body);
      expect(answer.fileName).toBe('_=evilxslx.xlsx');
      expect((await confirm(answer.documentId, '2025-12')).status).toBe(200);
      // The period's uploads (carried by /api/sync) name the stored, sanitised file.
      const synced = JSON.stringify((await apiRequest(server, '/api/sync', { token })).body);
      expect(synced).toContain('"fileName":"_=evilxslx.xlsx"');
      expect(synced).not.toContain('\u202E');
    });

    it("warn when the workbook's NIF is not the company's, and still allow confirming", async () => {
      const answer = uploadResponseSchema.parse(
        (
          await upload(
            office.company.id,
            myReportWorkbook({ nif: '509442013', company: 'Outra Empresa, Lda' }),
          )
        ).body,
      );
      expect(answer.warnings).toContain(
        nifMismatchWarning('509442013', office.company.taxId, 'Outra Empresa, Lda'),
      );
      expect((await confirm(answer.documentId, '2025-12')).status).toBe(200);
    });

    it('refuse a second confirmation (409) and an invalid period (400)', async () => {
      const answer = uploadResponseSchema.parse(
        (await upload(office.company.id, myReportWorkbook())).body,
      );
      expect(await confirm(answer.documentId, '2025-13')).toMatchObject({
        status: 400,
        body: { message: 'Período inválido: use o formato AAAA-MM' },
      });
      expect(await confirm(answer.documentId, '1900-01')).toMatchObject({
        status: 400,
        body: { message: 'Período inválido: use um mês entre 2000-01 e 2100-12' },
      });
      expect((await confirm(answer.documentId, '2025-12')).status).toBe(200);
      expect(await confirm(answer.documentId, '2025-12')).toMatchObject({
        status: 409,
        body: { message: messages.alreadyConfirmed },
      });
    });

    it("hide another accountant's documents and companies (404)", async () => {
      const other = await seedOffice(server);
      const otherToken = await login(server, other.accountant.email, other.accountant.password);
      const answer = uploadResponseSchema.parse(
        (await upload(office.company.id, myReportWorkbook())).body,
      );
      expect(await confirm(answer.documentId, '2025-12', otherToken)).toMatchObject({
        status: 404,
        body: { message: messages.documentNotFound },
      });
      expect(
        await upload(office.company.id, myReportWorkbook(), 'myreport', { as: otherToken }),
      ).toMatchObject({
        status: 404,
        body: { message: messages.companyNotFound },
      });
      expect(await confirm('00000000-0000-4000-8000-000000000000', '2025-12')).toMatchObject({
        status: 404,
      });
    });

    it('refuse a missing file, a missing or bad company id, and a body that is not multipart', async () => {
      const url = '/api/documents/upload';
      expect(
        await apiRequest(server, url, { token, form: form({ companyId: office.company.id }) }),
      ).toMatchObject({ status: 400, body: { message: messages.missingFile } });
      expect(
        await apiRequest(server, url, { token, form: form({ file: myReportWorkbook() }) }),
      ).toMatchObject({ status: 400, body: { message: 'Identificador inválido' } });
      expect(
        await apiRequest(server, url, {
          token,
          form: form({ companyId: 'x', file: myReportWorkbook() }),
        }),
      ).toMatchObject({ status: 400, body: { message: 'Identificador inválido' } });
      expect(
        await apiRequest(server, url, { token, body: { companyId: office.company.id } }),
      ).toMatchObject({ status: 400 });
    });

    it('refuse a body far over the limit from its Content-Length (413), and keep serving', async () => {
      const response = await fetch(`${server.url}/api/documents/upload`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'multipart/form-data; boundary=x',
        },
        body: new Uint8Array(11 * 1024 * 1024),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: WORKBOOK_REFUSALS.too_large.message });
      expect((await apiRequest(server, '/api/health')).status).toBe(200);
    });

    it('are refused to an accountant whose licence expired (403), who can still read', async () => {
      const expired = await seedOffice(server);
      const expiredToken = await login(
        server,
        expired.accountant.email,
        expired.accountant.password,
      );
      const pending = uploadResponseSchema.parse(
        (await upload(expired.company.id, myReportWorkbook(), 'myreport', { as: expiredToken }))
          .body,
      );
      await setLicenseExpiry(server, expired.license.id, '2020-01-01T00:00:00.000Z');
      expect(
        await upload(expired.company.id, myReportWorkbook(), 'myreport', { as: expiredToken }),
      ).toMatchObject({ status: 403, body: { message: messages.licenseInvalidForWrites } });
      expect(await confirm(pending.documentId, '2025-12', expiredToken)).toMatchObject({
        status: 403,
        body: { message: messages.licenseInvalidForWrites },
      });
      expect(
        (
          await apiRequest(server, `/api/companies/${expired.company.id}/periods`, {
            token: expiredToken,
          })
        ).status,
      ).toBe(200);
    });
  });

  describe('docs/workbook-format.md §3 refusals over HTTP', () => {
    it('each answers its status and message, and the server goes on serving', async () => {
      expect(cases.length).toBeGreaterThanOrEqual(7);
      for (const refusal of cases) {
        const answer = await upload(office.company.id, refusal, refusal.kind);
        expect({ name: refusal.name, status: answer.status, body: answer.body }).toEqual({
          name: refusal.name,
          status: refusal.status,
          body: { message: refusal.message },
        });
        expect((await apiRequest(server, '/api/health')).status).toBe(200);
      }
      // And a good workbook still goes through afterwards.
      expect((await upload(office.company.id, myReportWorkbook())).status).toBe(201);
    }, 60_000);
  });

  describe('idempotent uploads', () => {
    it('answer a replayed key with the first result, storing one document', async () => {
      const key = crypto.randomUUID();
      const headers = { 'Idempotency-Key': key };
      const first = await upload(office.company.id, myReportWorkbook(), 'myreport', { headers });
      const again = await upload(office.company.id, myReportWorkbook(), 'myreport', { headers });
      expect(first.status).toBe(201);
      expect(again).toEqual(expect.objectContaining({ status: 201, body: first.body }));
      // The same key with another file is another request.
      const other = { ...myReportWorkbook(), fileName: 'outro.xlsx' };
      expect((await upload(office.company.id, other, 'myreport', { headers })).status).toBe(422);
      const documentId = uploadResponseSchema.parse(first.body).documentId;

      const confirmKey = { 'Idempotency-Key': crypto.randomUUID() };
      const confirmOnce = () =>
        apiRequest(server, `/api/documents/${documentId}/confirm`, {
          token,
          body: { confirmedPeriod: '2025-11' },
          headers: confirmKey,
        });
      const [one, two] = await Promise.all([confirmOnce(), confirmOnce()]);
      expect(one).toMatchObject({ status: 200 });
      expect(two.status).toBe(200);
      expect(two.body).toEqual(one.body);
      // Without the key, the second confirmation is a conflict: it really ran once.
      expect((await confirm(documentId, '2025-11')).status).toBe(409);
    });
  });
});
