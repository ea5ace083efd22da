// The company view's shell, Upload tab and Dashboard in Chromium against the real server: the
// accountant uploads the sample workbooks through the dialog (read in the Web Worker), the
// dashboard shows what finance-core computes from the stored data (a few figures also typed in
// from expected.json), RISEMA replaces only the DRE, refused files store nothing, the manager
// reads the analysis without Upload. axe-core on Upload and Dashboard; screenshots 1280/375 px.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import type { Company } from '@risema/finance-core/contract';
import { nifMismatchWarning } from '@risema/finance-core/contract';
import { formatDays, formatEuros, formatPercent } from '@risema/finance-core/format';
import { analyzePeriod } from '@risema/finance-core/views';
import type { Dashboard } from '@risema/finance-core/views';
import { apiRequest } from '@risema/sync-server/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_FAILED } from '../src/workers/workbook-reader';
import { drawCharts, keepScreenshot, seriousAxeViolations } from './browser';
import { fixturesDir as fixtures, useWorld } from './world';

interface ExpectedAccount {
  statement: string;
  description: string;
  values: Record<string, number>;
}
const expected = JSON.parse(readFileSync(resolve(fixtures, 'expected.json'), 'utf8')) as {
  files: {
    fileName: string;
    period: string;
    counts: Record<string, number>;
    accounts: ExpectedAccount[];
  }[];
};

function expectedFile(fileName: string) {
  const file = expected.files.find((candidate) => candidate.fileName === fileName);
  if (!file) throw new Error(`${fileName} is not in expected.json`);
  return file;
}

/** A value typed in expected.json (by statement and exact description). */
function expectedValue(
  fileName: string,
  statement: string,
  description: string,
  key: string,
): number {
  const account = expectedFile(fileName).accounts.find(
    (candidate) => candidate.statement === statement && candidate.description === description,
  );
  const value = account?.values[key];
  if (value === undefined) throw new Error(`${description} ${key} is not in expected.json`);
  return value;
}

const PADARIA = { name: 'Padaria Lusitana, Lda', taxId: '509442013' };
const DECEMBER_2024 = 'myreport-padaria-lusitana-2024-12.xlsx';
const DECEMBER_2025 = 'myreport-padaria-lusitana-2025-12.xlsx';
const JUNE_2025 = 'myreport-padaria-lusitana-2025-06.xlsx';
const RISEMA = 'risema-padaria-lusitana-2026-03.xlsx';

const world = useWorld({ office: { company: PADARIA } });

/** Every stored period of the office's company, as the server holds it (a full pull). */
function storedPeriods(token: string) {
  return world.storedPeriods(world.office, token);
}

async function companyOnServer(token: string): Promise<Company> {
  const answer = await apiRequest<Company>(
    world.server,
    `/api/companies/${world.office.company.id}`,
    {
      token,
    },
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Opens the company view in a page signed in as the office's accountant. */
async function openCompany(page: Page): Promise<void> {
  await page.goto(`/company/${world.office.company.id}`);
  await page.getByRole('tablist').waitFor();
}

/** Chooses a file on a card, through its file input, and waits for the dialog. */
async function chooseWorkbook(page: Page, card: 'MyReport' | 'RISEMA', fileName: string) {
  await page.getByLabel(`Ficheiro ${card}`).setInputFiles(resolve(fixtures, fileName));
  const dialog = page.getByRole('dialog', { name: 'Validar Período do Ficheiro' });
  await dialog.waitFor();
  return dialog;
}

/** The gauges, cards and details of a dashboard as the page shows them. */
async function expectDashboard(page: Page, dashboard: Dashboard): Promise<void> {
  const panel = page.getByTestId('dashboard');
  await panel.waitFor();
  await panel.getByRole('heading', { name: dashboard.title }).waitFor();
  expect(await panel.innerText()).toContain(PADARIA.name.toUpperCase());
  expect(await panel.innerText()).toContain(dashboard.periodLabel);
  for (const gauge of dashboard.gauges) {
    const value = await panel.locator(`[data-gauge="${gauge.id}"] [data-value]`).innerText();
    expect(value, gauge.label).toBe(
      gauge.unit === 'percent' ? formatPercent(gauge.value) : formatDays(gauge.value),
    );
  }
  for (const card of dashboard.cards) {
    const text = await panel.locator(`[data-card="${card.id}"]`).innerText();
    expect(text).toContain(card.label);
    expect(text).toContain(formatEuros(card.comparison.current));
    if (card.source.kind !== 'none') expect(text).toContain(formatEuros(card.comparison.previous));
  }
  for (const detail of dashboard.details) {
    const row = panel.locator(`[data-detail="${detail.id}"]`).first();
    expect(await row.locator('[data-value]').innerText()).toBe(
      formatEuros(detail.comparison.current),
    );
  }
}

describe('upload through the dialog and the dashboard', () => {
  let context: BrowserContext;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    context = await world.context({ as: world.office.accountant });
    page = await context.newPage();
    await openCompany(page);
    token = await world.token(world.office.accountant);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('opens an accountant on Upload with no data: other tabs disabled, no period selector', async () => {
    // The Upload tab's code loads on demand: wait for its content before reading the page.
    await page.getByText('Dados não disponíveis').waitFor();
    await page.getByText('Máximo: 10MB').first().waitFor();
    await page.getByRole('heading', { name: PADARIA.name }).waitFor();
    await page.getByText('Sem dados').waitFor();
    expect(await page.getByRole('tab', { name: 'Upload' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.getByRole('tab', { name: 'Dashboard' }).isDisabled()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Comparativo' }).isDisabled()).toBe(true);
    await page.getByText('Dados não disponíveis').waitFor();
    expect(await page.getByText('Máximo: 10MB').count()).toBe(2);
    expect(await page.getByLabel('Período', { exact: true }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'company-upload-1280.png', { fullPage: true });
  });

  it('a company this user does not have reads Empresa não encontrada', async () => {
    await page.goto('/company/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Empresa não encontrada' }).waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
    await page.goto(`/company/${world.office.company.id}`);
    await page.getByRole('tablist').waitFor();
  });

  it('refuses a text file, an 11 MB file and a text renamed .xlsx, and stores nothing', async () => {
    const input = page.getByLabel('Ficheiro MyReport');
    await input.setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('olá'),
    });
    const refused = page.getByTestId('upload-card-myreport').getByRole('alert');
    await refused.getByText('notas.txt').waitFor();
    expect(await refused.innerText()).toContain('o MyReport aceita apenas ficheiros .xlsx');

    // From a file on disk: the browser reads it by path, where 11 MB sent as a buffer over the
    // DevTools protocol outlasted the action's timeout on a busy machine. Kept until refused.
    const folder = mkdtempSync(resolve(tmpdir(), 'risema-upload-'));
    try {
      const large = resolve(folder, 'grande.xlsx');
      writeFileSync(large, Buffer.alloc(11 * 1024 * 1024, 1));
      await input.setInputFiles(large);
      await refused.getByText('grande.xlsx').waitFor();
      expect(await refused.innerText()).toContain('Ficheiro demasiado grande (máximo: 10MB)');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }

    // Read by the worker: the reader's own refusal.
    await input.setInputFiles({
      name: 'falso.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('isto não é um Excel'),
    });
    await refused.getByText('falso.xlsx').waitFor();
    expect(await refused.innerText()).toContain('O ficheiro não é um Excel válido');

    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await storedPeriods(token)).toEqual([]);
    expect((await companyOnServer(token)).documentCount).toBe(0);
  });

  it('says so when the reader cannot start, and reads the file chosen again once it can', async () => {
    const other = await context.newPage();
    try {
      // The reader's script does not load (a dropped connection before the service worker has
      // it): tried on a second worker, then the card says so instead of reading forever.
      const readerScript = '**/workbook-reader.worker-*.js';
      await other.route(readerScript, (route) => route.abort());
      await openCompany(other);
      await other.getByLabel('Ficheiro MyReport').setInputFiles(resolve(fixtures, JUNE_2025));
      const refused = other.getByTestId('upload-card-myreport').getByRole('alert');
      await refused.getByText(READER_FAILED).waitFor();
      expect(await refused.innerText()).toContain(JUNE_2025);
      // Chosen again once the script loads: a new reader starts and the dialog opens.
      await other.unroute(readerScript);
      await chooseWorkbook(other, 'MyReport', JUNE_2025);
    } finally {
      await other.close();
    }
    expect(await storedPeriods(token)).toEqual([]);
  });

  it('uploads the two December workbooks and the June one; the dashboard is finance-core’s', async () => {
    for (const fileName of [DECEMBER_2024, DECEMBER_2025, JUNE_2025]) {
      const file = expectedFile(fileName);
      const dialog = await chooseWorkbook(page, 'MyReport', fileName);
      const text = await dialog.innerText();
      expect(text).toContain(fileName);
      expect(text).toContain(`${file.counts.balanceSheet} contas`);
      expect(text).toContain(`${file.counts.financialRatios} indicadores`);
      expect(await dialog.getByLabel(/Período/).inputValue()).toBe(file.period);
      // Same NIF as the company: no warning.
      expect(text).not.toContain('difere do NIF');
      await dialog.getByRole('button', { name: 'Confirmar e Gravar' }).click();
      await page.getByText(`Dados gravados com sucesso para o período ${file.period}`).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByRole('tab', { name: 'Dashboard' })
        .and(page.locator('[aria-selected="true"]'))
        .waitFor();
      if (fileName !== JUNE_2025) await page.getByRole('tab', { name: 'Upload' }).click();
    }

    const stored = await storedPeriods(token);
    expect(stored.map((period) => period.period).sort()).toEqual(['2024-12', '2025-06', '2025-12']);
    const analysisOf = (period: string) => {
      const data = stored.find((item) => item.period === period);
      if (!data) throw new Error(period);
      return analyzePeriod(data, stored);
    };

    // June, the period just saved, is on screen; then December through the period selector.
    await expectDashboard(page, analysisOf('2025-06').dashboard);
    await page.getByLabel('Período', { exact: true }).selectOption('2025-12');
    const december = analysisOf('2025-12').dashboard;
    await expectDashboard(page, december);

    // By hand from expected.json (December 2025): clients, bank balance, financial autonomy.
    const panel = page.getByTestId('dashboard');
    expect(await panel.locator('[data-detail="clients"] [data-value]').innerText()).toBe(
      formatEuros(expectedValue(DECEMBER_2025, 'balanceSheet', 'Clientes', '2025')),
    );
    expect(await panel.locator('[data-detail="cash"] [data-value]').innerText()).toBe(
      formatEuros(
        expectedValue(DECEMBER_2025, 'balanceSheet', 'Caixa e depósitos bancários', '2025'),
      ),
    );
    expect(await panel.locator('[data-gauge="financialAutonomy"] [data-value]').innerText()).toBe(
      formatPercent(
        expectedValue(DECEMBER_2025, 'balanceSheet', 'Total do capital próprio', '2025') /
          expectedValue(DECEMBER_2025, 'balanceSheet', 'Total do ativo', '2025'),
      ),
    );
    // The formula behind a gauge, with the figures it used, as finance-core explains it.
    const assetReturn = december.gauges.find((gauge) => gauge.id === 'assetReturn');
    await panel.getByRole('button', { name: 'Como é calculado: Rentabilidade do Ativo' }).click();
    const popover = page.getByRole('dialog', { name: 'Rentabilidade do Ativo' });
    await popover.waitFor();
    expect(await popover.innerText()).toContain(assetReturn?.explanation.formula ?? 'none');
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    // The FSE donut: finance-core's largest lines and `Outros`.
    expect(december.fseBreakdown.length).toBeGreaterThan(0);
    await drawCharts(panel);
    expect(
      await panel.getByRole('img', { name: /Distribuição dos FSE/ }).getAttribute('aria-label'),
    ).toContain(
      `${december.fseBreakdown[0]?.label}: ${formatEuros(december.fseBreakdown[0]?.value)}`,
    );

    await page.getByText('Dados disponíveis').waitFor();
    expect(await page.getByRole('tab', { name: 'Comparativo' }).isDisabled()).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'company-dashboard-1280.png', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    // Charts follow the new width on their resize observer: wait for the page to fit.
    await page.waitForFunction(
      () => document.documentElement.scrollWidth <= window.innerWidth,
      null,
      {
        timeout: 10_000,
      },
    );
    await keepScreenshot(page, 'company-dashboard-375.png', { fullPage: true });
    await page.getByRole('tab', { name: 'Upload' }).click();
    await keepScreenshot(page, 'company-upload-375.png', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('a RISEMA simulation confirmed for December replaces its DRE and keeps its balance', async () => {
    const before = (await storedPeriods(token)).find((period) => period.period === '2025-12');
    await page.getByRole('tab', { name: 'Upload' }).click();
    const dialog = await chooseWorkbook(page, 'RISEMA', RISEMA);
    const input = dialog.getByLabel(/Período/);
    expect(await input.inputValue()).toBe('2026-03');
    await input.fill('2025-12');
    await dialog.getByText('Período alterado do original: 2026-03').waitFor();
    // Checked against the MyReport data this device holds for December.
    await dialog.getByText(/O resultado líquido da simulação RISEMA/).waitFor();
    expect(await dialog.innerText()).toContain('dezembro de 2025');
    await dialog.getByRole('button', { name: 'Confirmar e Gravar' }).click();
    await page
      .getByText(
        'Demonstração de Resultados (DRE) atualizada para 2025-12. Balanço, FSE e Rácios preservados.',
      )
      .waitFor();

    const stored = await storedPeriods(token);
    const after = stored.find((period) => period.period === '2025-12');
    expect(after?.incomeStatementSource).toBe('risema');
    expect(after?.incomeStatement).not.toEqual(before?.incomeStatement);
    expect(after?.balanceSheet).toEqual(before?.balanceSheet);
    expect(after?.externalServices).toEqual(before?.externalServices);
    expect(stored.map((period) => period.period)).not.toContain('2026-03');

    if (!after) throw new Error('2025-12 missing');
    const dashboard = analyzePeriod(after, stored).dashboard;
    await page.getByLabel('Período', { exact: true }).selectOption('2025-12');
    await expectDashboard(page, dashboard);
  });

  it('warns when the workbook’s NIF is not the company’s, and refuses a period after this month', async () => {
    const other = await world.seedOffice();
    const otherPage = await (await world.context({ as: other.accountant })).newPage();
    // The browser's clock starts mid-month (and runs on), so "next month" below is the month
    // after the dialog's current month even when the test runs at a month's last second.
    const real = new Date();
    const now = new Date(real.getFullYear(), real.getMonth(), 15, 12);
    await otherPage.clock.install({ time: now });
    await otherPage.goto(`/company/${other.company.id}`);
    await otherPage.getByRole('tablist').waitFor();
    await otherPage.getByLabel('Ficheiro MyReport').setInputFiles(resolve(fixtures, JUNE_2025));
    const dialog = otherPage.getByRole('dialog', { name: 'Validar Período do Ficheiro' });
    await dialog.waitFor();
    // The warning names the company the file is of, as its header gives it.
    await dialog
      .getByText(nifMismatchWarning(PADARIA.taxId, other.company.taxId, 'Padaria Lusitana, Lda'))
      .waitFor();
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    await dialog
      .getByLabel(/Período/)
      .fill(`${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`);
    await dialog.getByText(/não pode ser posterior ao mês atual/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Confirmar e Gravar' }).isDisabled()).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await otherPage.context().close();
  });

  it('the manager opens on Dashboard, with no Upload tab', async () => {
    const managerPage = await world.page({
      as: world.office.manager,
      at: `/company/${world.office.company.id}`,
    });
    await managerPage.getByTestId('dashboard').waitFor();
    expect(await managerPage.getByRole('tab', { name: 'Upload' }).count()).toBe(0);
    expect(
      await managerPage.getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await managerPage.getByLabel('Ficheiro MyReport').count()).toBe(0);
    const stored = await storedPeriods(token);
    const latest = stored.find((period) => period.period === '2025-12');
    if (!latest) throw new Error('2025-12 missing');
    await expectDashboard(managerPage, analyzePeriod(latest, stored).dashboard);
    expect(await seriousAxeViolations(managerPage)).toEqual([]);
  });
  it('an inactive company is read-only for its accountant and closed to its manager', async () => {
    const adminToken = await world.token(world.server.admin);
    const toggled = await apiRequest<Company>(
      world.server,
      `/api/companies/${world.office.company.id}/toggle-active`,
      { method: 'PATCH', token: adminToken },
    );
    expect(toggled.body.isActive).toBe(false);

    await page.reload();
    await page.getByRole('tablist').waitFor();
    await page.getByRole('tab', { name: 'Upload' }).click();
    await page.getByText('Empresa inativa').first().waitFor();
    expect(await page.getByLabel('Ficheiro MyReport').count()).toBe(0);
    // Its analysis stays readable.
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await page.getByTestId('dashboard').waitFor();

    const managerPage = await world.page({
      as: world.office.manager,
      at: `/company/${world.office.company.id}`,
    });
    await managerPage.getByText('Contacte o seu contabilista', { exact: false }).waitFor();
    expect(await managerPage.getByTestId('dashboard').count()).toBe(0);
    expect(await managerPage.getByRole('tablist').count()).toBe(0);
  });
});
