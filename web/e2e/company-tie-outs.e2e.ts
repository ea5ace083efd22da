// The tie-out checks kept with a period, in Chromium against the real server: a workbook that
// does not tie out is uploaded and confirmed through the API; the manager's company view shows
// its warning above the tab; once a sample that ties out is the newest period, none shows.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { uploadResponseSchema } from '@risema/finance-core/contract';
import { buildWorkbook } from '@risema/finance-core/testing';
import { apiRequest, login, seedOffice } from '@risema/sync-server/testing';
import type { SeededOffice, TestServer } from '@risema/sync-server/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIE_OUTS_TITLE } from '../src/features/company/shell/period-tie-outs';
import { launchBrowser, newContext, signInThroughUi, startAppServer } from './browser';

const fixtures = fileURLToPath(new URL('../../fixtures/', import.meta.url));

let server: TestServer;
let browser: Browser;
let office: SeededOffice;
let token: string;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  office = await seedOffice(server, {
    company: { name: 'Empresa Exemplo, Lda', taxId: '509442013' },
  });
  token = await login(server, office.accountant.email, office.accountant.password);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function uploadAndConfirm(fileName: string, bytes: Uint8Array, period: string) {
  const form = new FormData();
  form.append('companyId', office.company.id);
  form.append('document', new Blob([new Uint8Array(bytes)]), fileName);
  const answer = await apiRequest(server, '/api/documents/upload', { method: 'POST', token, form });
  expect(answer.status).toBe(201);
  const { documentId } = uploadResponseSchema.parse(answer.body);
  const confirmed = await apiRequest(server, `/api/documents/${documentId}/confirm`, {
    token,
    body: { confirmedPeriod: period },
  });
  expect(confirmed.status).toBe(200);
}

/** A balance sheet whose assets (1 000 €) differ from equity and liabilities (800 €). */
const unbalanced = buildWorkbook([
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
]);

async function openCompanyAsManager() {
  const context = await newContext(browser, server, { width: 375, height: 800 });
  const page = await context.newPage();
  await signInThroughUi(page, office.manager);
  await page.goto(`/company/${office.company.id}`);
  await page.getByRole('tab', { name: 'Balanço' }).waitFor();
  return { context, page };
}

describe('tie-out checks kept with the period (issue 7)', () => {
  it("the selected period's warning shows above the tab; a period that ties out has none", async () => {
    await uploadAndConfirm('rascunho-2024-12.xlsx', unbalanced, '2024-12');
    const first = await openCompanyAsManager();
    await first.page.getByText(TIE_OUTS_TITLE).waitFor();
    expect(await first.page.getByText('O balanço não bate certo').count()).toBe(1);
    await first.context.close();

    const sample = 'myreport-padaria-lusitana-2025-12.xlsx';
    await uploadAndConfirm(
      sample,
      new Uint8Array(readFileSync(resolve(fixtures, sample))),
      '2025-12',
    );
    const second = await openCompanyAsManager();
    const selector = second.page.getByLabel('Período');
    await selector.waitFor();
    expect(await selector.inputValue()).toBe('2025-12');
    await second.page.getByTestId('dashboard').waitFor();
    expect(await second.page.getByText(TIE_OUTS_TITLE).count()).toBe(0);
    // Choosing the period that does not tie out shows its warning again.
    await selector.selectOption('2024-12');
    await second.page.getByText(TIE_OUTS_TITLE).waitFor();
    await second.context.close();
  }, 120_000);
});
