import { uploadResponseSchema } from '@risema/finance-core/contract';
import { buildWorkbook, risemaWorkbook } from '@risema/finance-core/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOffice, TestServer } from '../testing';
import { STORES, apiRequest, startSeededServer } from '../testing';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const fixtures = path.resolve(repoRoot, 'fixtures');
const nbsp = '\u00a0';

describe.each(STORES)('tie-out checks of uploads on %s', (store) => {
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

  async function upload(
    file: { fileName: string; bytes: Uint8Array },
    kind: 'myreport' | 'risema',
  ) {
    const form = new FormData();
    form.append('companyId', office.company.id);
    form.append('document', new Blob([file.bytes]), file.fileName);
    const answer = await apiRequest(
      server,
      kind === 'myreport' ? '/api/documents/upload' : '/api/documents/upload-risema',
      { method: 'POST', token, form },
    );
    expect(answer.status).toBe(201);
    return uploadResponseSchema.parse(answer.body);
  }

  const header = (year: string) => ['Código', 'Descrição', year, String(Number(year) - 1)];
  const headerBlock = ['Empresa Exemplo, Lda', 'NIF: 509442013', 'Período: Dezembro 2024'];

  describe('upload answers the tie-out checks (issue 7)', () => {
    it('a workbook that ties out: none', async () => {
      const fileName = 'myreport-padaria-lusitana-2025-12.xlsx';
      const body = await upload(
        { fileName, bytes: new Uint8Array(readFileSync(path.join(fixtures, fileName))) },
        'myreport',
      );
      expect(body.tieOuts).toEqual([]);
    });

    it('a balance sheet that does not tie out is accepted, with the warning', async () => {
      const bytes = buildWorkbook([
        {
          name: 'Balanço',
          headerBlock,
          header: header('2024'),
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
      ]);
      const body = await upload({ fileName: 'rascunho-2024-12.xlsx', bytes }, 'myreport');
      expect(body.status).toBe('pending_validation');
      expect(body.tieOuts).toEqual([
        {
          code: 'balance-sheet',
          message: `O balanço não bate certo: o total do ativo (1${nbsp}000${nbsp}€) difere do capital próprio mais o passivo (800${nbsp}€), diferença de 200${nbsp}€.`,
        },
      ]);
    });

    it("a RISEMA simulation against the stored MyReport's net result of its period", async () => {
      const fileName = 'myreport-padaria-lusitana-2025-12.xlsx';
      const myReport = await upload(
        { fileName, bytes: new Uint8Array(readFileSync(path.join(fixtures, fileName))) },
        'myreport',
      );
      const confirmed = await apiRequest(server, `/api/documents/${myReport.documentId}/confirm`, {
        token,
        body: { confirmedPeriod: '2025-12' },
      });
      expect(confirmed.status).toBe(200);
      // The sample simulation's net result is 70 000 €; MyReport's 2025 is 91 135 €.
      const simulation = await upload(risemaWorkbook({ period: '2025-12' }), 'risema');
      expect(simulation.tieOuts?.map((item) => item.code)).toEqual(['risema-net-result']);
      expect(simulation.tieOuts?.[0]?.message).toContain(`(70${nbsp}000${nbsp}€)`);
      expect(simulation.tieOuts?.[0]?.message).toContain(`(91${nbsp}135${nbsp}€)`);
      // A simulation of a period without stored data has nothing to be checked against.
      const alone = await upload(risemaWorkbook({ period: '2023-12' }), 'risema');
      expect(alone.tieOuts).toEqual([]);
    });
  });
});
