import type { PeriodData } from '@risema/finance-core/contract';
import { syncResponseSchema, uploadResponseSchema } from '@risema/finance-core/contract';
import { buildWorkbook, risemaWorkbook } from '@risema/finance-core/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOffice, TestServer } from '../testing';
import { STORES, apiRequest, startSeededServer } from '../testing';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const fixtures = path.resolve(repoRoot, 'fixtures');

describe.each(STORES)('tie-outs kept with periods on %s', (store) => {
  let server: TestServer;
  let office: SeededOffice;
  let token: string;

  beforeAll(async () => {
    ({
      server,
      office,
      tokens: { accountant: token },
    } = await startSeededServer({ store, tier: 'professional' }));
  });
  afterAll(() => server.stop());

  /** Uploads a workbook and confirms it as `period`; answers the upload's tie-out codes. */
  async function uploadAndConfirm(
    file: { fileName: string; bytes: Uint8Array },
    kind: 'myreport' | 'risema',
    period: string,
  ): Promise<string[]> {
    const form = new FormData();
    form.append('companyId', office.company.id);
    form.append('document', new Blob([file.bytes]), file.fileName);
    const answer = await apiRequest(
      server,
      kind === 'myreport' ? '/api/documents/upload' : '/api/documents/upload-risema',
      { method: 'POST', token, form },
    );
    expect(answer.status).toBe(201);
    const uploaded = uploadResponseSchema.parse(answer.body);
    const confirmed = await apiRequest(server, `/api/documents/${uploaded.documentId}/confirm`, {
      token,
      body: { confirmedPeriod: period },
    });
    expect(confirmed.status).toBe(200);
    return (uploaded.tieOuts ?? []).map((item) => item.code);
  }

  /** The period as the client receives it through /api/sync. */
  async function syncedPeriod(period: string): Promise<PeriodData | undefined> {
    const answer = await apiRequest(server, '/api/sync', { token });
    expect(answer.status).toBe(200);
    const body = syncResponseSchema.parse(answer.body);
    expect(body.hasMore).toBe(false);
    return body.changes.periods.find((item) => item.id === `${office.company.id}:${period}`);
  }

  const sample = (fileName: string) => ({
    fileName,
    bytes: new Uint8Array(readFileSync(path.join(fixtures, fileName))),
  });

  /** A balance sheet whose assets (1 000 €) differ from equity and liabilities (800 €). */
  const unbalanced = () => ({
    fileName: 'rascunho-2024-12.xlsx',
    bytes: buildWorkbook([
      {
        name: 'Balanço',
        headerBlock: ['Empresa Exemplo, Lda', 'NIF: 509442013', 'Período: Dezembro 2024'],
        header: ['Código', 'Descrição', '2024', '2023'],
        rows: [
          ['11', 'Caixa e depósitos bancários', 1_000, 900],
          [null, 'Total do ativo', 1_000, 900],
          ['51', 'Capital subscrito', 500, 500],
          [null, 'Total do capital próprio', 500, 500],
          ['22', 'Fornecedores', 300, 400],
          [null, 'Total do passivo', 300, 400],
          [null, 'Total do capital próprio e do passivo', 800, 900],
        ],
      },
    ]),
  });

  describe('tie-out checks kept with the period (issue 7)', () => {
    it('a confirmed workbook that does not tie out keeps its warnings with the period', async () => {
      expect(await uploadAndConfirm(unbalanced(), 'myreport', '2024-12')).toEqual([
        'balance-sheet',
      ]);
      const period = await syncedPeriod('2024-12');
      expect(period?.tieOuts?.map((item) => item.code)).toEqual(['balance-sheet']);
      expect(period?.tieOuts?.[0]?.message).toMatch(/^O balanço não bate certo/);
    });

    it('a sample that ties out keeps none', async () => {
      const fileName = 'myreport-padaria-lusitana-2025-12.xlsx';
      expect(await uploadAndConfirm(sample(fileName), 'myreport', '2025-12')).toEqual([]);
      expect((await syncedPeriod('2025-12'))?.tieOuts).toEqual([]);
    });

    it("a RISEMA simulation keeps the balance sheet's checks and adds its own", async () => {
      // 2025-12 ties out; the simulation's net result differs from MyReport's.
      expect(
        await uploadAndConfirm(risemaWorkbook({ period: '2025-12' }), 'risema', '2025-12'),
      ).toEqual(['risema-net-result']);
      expect((await syncedPeriod('2025-12'))?.tieOuts?.map((item) => item.code)).toEqual([
        'risema-net-result',
      ]);
      // 2024-12's balance sheet does not tie out: a simulation does not clear that.
      const codes = await uploadAndConfirm(
        risemaWorkbook({ period: '2024-12' }),
        'risema',
        '2024-12',
      );
      const kept = (await syncedPeriod('2024-12'))?.tieOuts?.map((item) => item.code);
      expect(kept).toEqual([
        'balance-sheet',
        ...codes.filter((code) => code !== 'balance-sheet' && code !== 'fse-total'),
      ]);
    });

    it('a new MyReport replaces the period’s warnings', async () => {
      const fileName = 'myreport-padaria-lusitana-2025-12.xlsx';
      expect(await uploadAndConfirm(sample(fileName), 'myreport', '2024-12')).toEqual([]);
      expect((await syncedPeriod('2024-12'))?.tieOuts).toEqual([]);
    });
  });
});
