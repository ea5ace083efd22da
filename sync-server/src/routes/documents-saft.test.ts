import type {
  DetailedAccount,
  FinancialDataResponse,
  PeriodData,
} from '@risema/finance-core/contract';
import {
  confirmDocumentResponseSchema,
  financialDataResponseSchema,
  MAX_UPLOAD_BYTES,
  messages,
  nifMismatchWarning,
  saftMonthNotInFile,
  syncResponseSchema,
  uploadResponseSchema,
} from '@risema/finance-core/contract';
import {
  SAMPLE_SAFT_COMPANY,
  myReportWorkbook,
  sampleCompanyBooks,
  saftBytes,
  saftXml,
} from '@risema/finance-core/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpackFile } from '../http/stored-file';
import type { SeededOffice, TestServer } from '../testing';
import { STORES, apiRequest, randomNif, startSeededServer } from '../testing';

const fixtures = fileURLToPath(new URL('../../../fixtures', import.meta.url));

/** The hand-worked figures of the SAF-T fixture (fixtures/saft-oficina-exemplo-2024.expected.json). */
interface ExpectedMonth {
  key: string;
  balanceSheet: Record<string, number[]>;
  incomeStatement: Record<string, number[]>;
  externalServices: Record<string, number[]>;
}
const expected = JSON.parse(
  readFileSync(path.join(fixtures, 'saft-oficina-exemplo-2024.expected.json'), 'utf8'),
) as {
  company: string;
  nif: string;
  fiscalYear: number;
  periods: string[];
  months: Record<string, ExpectedMonth>;
};

function fixture(name: string) {
  return { fileName: name, bytes: new Uint8Array(readFileSync(path.join(fixtures, name))) };
}

/** Every value of the lines with that description, in statement order, at `key`. */
function valuesOf(accounts: readonly DetailedAccount[], description: string, key: string) {
  return accounts
    .filter((account) => account.description === description)
    .map((account) => account.values[key]);
}

describe.each(STORES)('SAF-T uploads on %s', (store) => {
  let server: TestServer;
  let office: SeededOffice;
  let token: string;
  /** A SAF-T over the workbook limit (some 12 MB). */
  let big: Uint8Array;

  beforeAll(async () => {
    // Built before any request: building it holds this process's event loop for seconds, and a
    // keep-alive connection left idle that long is closed by the server (in this process too)
    // just as the next request goes out on it (ECONNRESET).
    big = saftBytes(
      saftXml(sampleCompanyBooks({ fiscalYear: 2024, extraSalesPerMonth: 340 })),
      'utf-8',
    );
    ({
      server,
      office,
      tokens: { accountant: token },
    } = await startSeededServer({ store, tier: 'professional' }));
  });
  afterAll(() => server.stop());

  async function createCompany(taxId: string) {
    const answer = await apiRequest<{ id: string }>(server, '/api/companies', {
      token,
      body: {
        name: `Oficina ${taxId}`,
        taxId,
        managerName: `Gestor ${taxId}`,
        managerEmail: `gestor.${taxId}@risema.test`,
      },
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  }

  function uploadSaft(companyId: string, file: { fileName: string; bytes: Uint8Array }) {
    const form = new FormData();
    form.append('companyId', companyId);
    form.append('document', new Blob([file.bytes]), file.fileName);
    return apiRequest(server, '/api/documents/upload-saft', { token, form });
  }

  function confirm(documentId: string, body: unknown) {
    return apiRequest(server, `/api/documents/${documentId}/confirm`, { token, body });
  }

  async function periods(companyId: string): Promise<string[]> {
    const answer = await apiRequest<string[]>(server, `/api/companies/${companyId}/periods`, {
      token,
    });
    expect(answer.status).toBe(200);
    return answer.body;
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

  it('reads the .zip in the pool, answers its months, and stores the chosen ones in one confirmation', async () => {
    const companyId = await createCompany(
      expected.nif === office.company.taxId ? randomNif() : expected.nif,
    );
    const uploaded = await uploadSaft(companyId, fixture('saft-oficina-exemplo-2024.zip'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const body = uploadResponseSchema.parse(uploaded.body);
    expect(body).toMatchObject({
      status: 'pending_validation',
      kind: 'saft',
      fiscalYear: 2024,
      periods: expected.periods,
      extractedPeriod: '2024-12',
      fileName: 'saft-oficina-exemplo-2024.zip',
      company: expected.company,
      nif: expected.nif,
    });
    expect(body.processedData.balanceSheet).toBeGreaterThan(0);
    expect(body.processedData.financialRatios).toBeGreaterThan(0);
    expect(body.warnings).toEqual([]);
    // Nothing is stored before the confirmation but the original file, as received.
    expect(await periods(companyId)).toEqual([]);
    const kept = await server.repositories.documents.file(body.documentId);
    if (!kept) throw new Error('the original file is not kept');
    expect(
      Buffer.from(unpackFile(kept)).equals(
        Buffer.from(fixture('saft-oficina-exemplo-2024.zip').bytes),
      ),
    ).toBe(true);

    const chosen = expected.periods.filter((period) => period !== '2024-06');
    const confirmed = await confirm(body.documentId, { confirmedPeriods: chosen });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmDocumentResponseSchema.parse(confirmed.body)).toEqual({
      status: 'confirmed',
      documentId: body.documentId,
      companyId,
      kind: 'saft',
      period: '2024-12',
      periods: chosen,
    });
    expect(await periods(companyId)).toEqual([...chosen].reverse());

    // December reads back with the hand-worked figures of the fixture.
    const december = expected.months['2024-12'];
    if (!december) throw new Error('the fixture has no December');
    const data = await financialData(companyId, '2024-12');
    const sections = {
      balanceSheet: data.balanceSheet?.detailedAccounts ?? [],
      incomeStatement: data.incomeStatement?.detailedAccounts ?? [],
      externalServices: data.externalServices?.detailedAccounts ?? [],
    };
    for (const section of ['balanceSheet', 'incomeStatement', 'externalServices'] as const) {
      for (const [description, values] of Object.entries(december[section])) {
        expect(valuesOf(sections[section], description, december.key), description).toEqual(values);
      }
    }
    // Proveitos: the file's 71/72 accounts.
    expect(data.revenues?.detailedAccounts.map((account) => account.description)).toEqual(
      expect.arrayContaining(['Vendas de mercadorias']),
    );

    // Synced periods say they came from a SAF-T (the Rácios screen tells so).
    const stored: PeriodData[] = [];
    let cursor: string | undefined;
    for (;;) {
      const query = cursor === undefined ? '' : `?since=${encodeURIComponent(cursor)}`;
      const page = syncResponseSchema.parse(
        (await apiRequest(server, `/api/sync${query}`, { token })).body,
      );
      stored.push(...page.changes.periods.filter((period) => period.companyId === companyId));
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(stored).toHaveLength(11);
    for (const period of stored) {
      expect(period.incomeStatementSource).toBe('saft');
      expect(period.format).toBe('saft');
      expect(period.financialRatios.length).toBeGreaterThan(0);
    }

    // Confirmed once only.
    expect((await confirm(body.documentId, { confirmedPeriods: ['2024-06'] })).status).toBe(409);
  });

  it('replaces every statement of a month a MyReport stored, and warns of a different NIF', async () => {
    const companyId = await createCompany(randomNif());
    const workbook = myReportWorkbook({ period: '2024-12' });
    const form = new FormData();
    form.append('companyId', companyId);
    form.append('document', new Blob([workbook.bytes]), workbook.fileName);
    const first = await apiRequest<{ documentId: string }>(server, '/api/documents/upload', {
      token,
      form,
    });
    expect(first.status).toBe(201);
    expect((await confirm(first.body.documentId, { confirmedPeriod: '2024-12' })).status).toBe(200);

    const uploaded = await uploadSaft(companyId, fixture('saft-oficina-exemplo-2024.xml'));
    expect(uploaded.status).toBe(201);
    const body = uploadResponseSchema.parse(uploaded.body);
    const taxId = (
      await apiRequest<{ taxId: string }>(server, `/api/companies/${companyId}`, { token })
    ).body.taxId;
    expect(body.warnings).toContain(
      nifMismatchWarning(SAMPLE_SAFT_COMPANY.nif, taxId, SAMPLE_SAFT_COMPANY.company),
    );
    expect((await confirm(body.documentId, { confirmedPeriods: ['2024-12'] })).status).toBe(200);

    const data = await financialData(companyId, '2024-12');
    const december = expected.months['2024-12'];
    expect(valuesOf(data.balanceSheet?.detailedAccounts ?? [], 'Total do ativo', '2024')).toEqual(
      december?.balanceSheet['Total do ativo'],
    );
    // Nothing of the workbook is left: every line is the SAF-T's.
    const workbookOnly = (data.externalServices?.detailedAccounts ?? []).filter(
      (account) =>
        !['Eletricidade', 'Rendas e alugueres', 'Seguros'].includes(account.description) &&
        !account.description.startsWith('Fornecimentos e serviços externos'),
    );
    expect(workbookOnly).toEqual([]);
    expect(await periods(companyId)).toEqual(['2024-12']);
  });

  it('refuses a confirmation of the wrong shape or of a month the file does not give', async () => {
    const companyId = await createCompany(randomNif());
    const uploaded = await uploadSaft(companyId, fixture('saft-oficina-exemplo-2024.zip'));
    const { documentId } = uploadResponseSchema.parse(uploaded.body);

    const single = await confirm(documentId, { confirmedPeriod: '2024-12' });
    expect(single).toMatchObject({ status: 400, body: { message: messages.saftMonthsExpected } });
    const outside = await confirm(documentId, { confirmedPeriods: ['2024-11', '2023-05'] });
    expect(outside).toMatchObject({
      status: 400,
      body: { message: saftMonthNotInFile('2023-05') },
    });
    expect(await periods(companyId)).toEqual([]);
    expect((await confirm(documentId, {})).status).toBe(400);

    // A workbook is confirmed with its period, not with months.
    const workbook = myReportWorkbook({ period: '2024-12' });
    const form = new FormData();
    form.append('companyId', companyId);
    form.append('document', new Blob([workbook.bytes]), workbook.fileName);
    const pending = await apiRequest<{ documentId: string }>(server, '/api/documents/upload', {
      token,
      form,
    });
    const months = await confirm(pending.body.documentId, { confirmedPeriods: ['2024-12'] });
    expect(months).toMatchObject({
      status: 400,
      body: { message: messages.workbookPeriodExpected },
    });
    expect(await periods(companyId)).toEqual([]);
  });

  it('refuses an invoicing-only SAF-T and a file that is not XML, in Portuguese, storing nothing', async () => {
    const companyId = await createCompany(randomNif());
    const invoicing = saftBytes(
      saftXml({ ...sampleCompanyBooks({ fiscalYear: 2024 }), basis: 'F' }),
      'utf-8',
    );
    const refused = await uploadSaft(companyId, { fileName: 'faturacao.xml', bytes: invoicing });
    expect(refused.status).toBe(422);
    expect((refused.body as { message: string }).message).toBe(
      'Este ficheiro é um SAF-T de faturação (TaxAccountingBasis F); é necessário o SAF-T (PT) de contabilidade, exportado do programa de contabilidade',
    );
    const text = new TextEncoder().encode('Isto não é um ficheiro XML, é texto.\n');
    const notXml = await uploadSaft(companyId, { fileName: 'saft.xml', bytes: text });
    expect(notXml).toMatchObject({
      status: 415,
      body: {
        message: 'O ficheiro não é um SAF-T válido: não é um ficheiro XML (nem um .zip com um XML)',
      },
    });
    expect(await periods(companyId)).toEqual([]);
    // The server is alive and reads the next file.
    expect((await uploadSaft(companyId, fixture('saft-oficina-exemplo-2024.zip'))).status).toBe(
      201,
    );
  });

  it('takes a SAF-T past the workbook limit of 10 MB (its own is 100 MB)', async () => {
    const companyId = await createCompany(randomNif());
    expect(big.byteLength).toBeGreaterThan(MAX_UPLOAD_BYTES + 64 * 1024);
    const answer = await uploadSaft(companyId, { fileName: 'grande.xml', bytes: big });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const body = uploadResponseSchema.parse(answer.body);
    expect(body.periods).toHaveLength(12);
    // The original is kept (gzip in the store: stored-file.test.ts), and reads back byte for byte.
    const kept = await server.repositories.documents.file(body.documentId);
    if (!kept) throw new Error('the original file is not kept');
    expect(Buffer.from(unpackFile(kept)).equals(Buffer.from(big))).toBe(true);
  });
});
