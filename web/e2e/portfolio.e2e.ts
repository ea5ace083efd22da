// The accountant's Carteira de clientes in Chromium against the real server: one row per company,
// most urgent first, with the figures finance-core computes from the same stored periods (a few
// also typed in from the samples), shown offline after a sync, searched by name or NIF, opened
// with the keyboard or a click, out of date after 60 days (the page's clock moved on), axe-clean
// and within a 375 px screen.
import type { Company, SyncResponse } from '@risema/finance-core/contract';
import {
  EMPTY_VALUE,
  formatEuros,
  formatPercent,
  formatVariation,
} from '@risema/finance-core/format';
import { NOT_AVAILABLE, buildPortfolio, portfolioPeriod } from '@risema/finance-core/views';
import type { PortfolioRow } from '@risema/finance-core/views';
import { apiRequest } from '@risema/sync-server/testing';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, seriousAxeViolations, serviceWorkerReady } from './browser';
import { useWorld } from './world';

const PADARIA = { name: 'Padaria Lusitana, Lda', taxId: '509442013' };
const TECNOSERV = {
  name: 'TecnoServ Consultoria, Unipessoal Lda',
  taxId: '516073486',
  managerName: 'Rui Tavares',
  managerEmail: 'rui.tavares@tecnoserv.test',
};
const CAFE = {
  name: 'Café Central, Lda',
  taxId: '503504564',
  managerName: 'Ana Costa',
  managerEmail: 'ana.costa@cafe-central.test',
};
const COLUMNS = [
  'Empresa',
  'Último período',
  'Vendas',
  'Δ% homólogo',
  'Resultado líquido',
  'Liquidez geral',
  'Autonomia financeira',
  'Estado',
];
const DAY = 86_400_000;

const world = useWorld({ office: { company: PADARIA } });
let token: string;
let companies: Record<'padaria' | 'tecnoserv' | 'cafe', Company>;

/** A company of the office's accountant, through the API. */
async function createCompany(input: typeof TECNOSERV): Promise<Company> {
  const answer = await apiRequest<Company>(world.server, '/api/companies', { token, body: input });
  expect(answer.status).toBe(201);
  return answer.body;
}

beforeAll(async () => {
  token = await world.token(world.office.accountant);
  companies = {
    padaria: world.office.company,
    tecnoserv: await createCompany(TECNOSERV),
    cafe: await createCompany(CAFE),
  };
  // The office's accountant uploads for each company (the world's helper takes an office).
  const of = (company: Company) => ({ ...world.office, company });
  await world.uploadAndConfirm(world.office, 'myreport-padaria-lusitana-2024-12.xlsx');
  await world.uploadAndConfirm(world.office, 'myreport-padaria-lusitana-2025-12.xlsx');
  await world.uploadAndConfirm(of(companies.tecnoserv), 'myreport-tecnoserv-2024-12.xlsx');
  await world.uploadAndConfirm(of(companies.tecnoserv), 'myreport-tecnoserv-2025-12.xlsx');
}, 120_000);

/** The portfolio finance-core computes from the accountant's synced data, as of `now`. */
async function expectedRows(now: Date): Promise<PortfolioRow[]> {
  const answer = await apiRequest<SyncResponse>(world.server, '/api/sync', { token });
  expect(answer.status).toBe(200);
  expect(answer.body.hasMore).toBe(false);
  return buildPortfolio(
    answer.body.changes.companies,
    answer.body.changes.periods.map(portfolioPeriod),
    now,
  );
}

/** A row as the screen writes it, cell by cell. */
function shown(row: PortfolioRow): string[] {
  return [
    `${row.name}\nNIF ${row.taxId}`,
    row.periodTitle ?? EMPTY_VALUE,
    formatEuros(row.sales),
    row.period === null
      ? EMPTY_VALUE
      : row.salesChangeAvailable
        ? formatVariation(row.salesChange)
        : NOT_AVAILABLE,
    formatEuros(row.netResult),
    formatPercent(row.generalLiquidity),
    formatPercent(row.financialAutonomy),
    row.stale ? `${row.stateLabel} Dados desatualizados` : row.stateLabel,
  ].map((text) => text.replace(/\s+/g, ' ').trim());
}

async function screenRows(page: Page): Promise<string[][]> {
  return page
    .getByTestId('portfolio-row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) =>
          (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        ),
      ),
    );
}

describe('Carteira de clientes', () => {
  it('shows every company, most urgent first, offline after the sync', async () => {
    const page = await world.page({ as: world.office.accountant, serviceWorker: true });
    const context = page.context();
    await page.getByTestId('portfolio-row').first().waitFor();
    expect(await serviceWorkerReady(page)).toBeGreaterThan(0);
    await page.reload();
    await page.getByTestId('portfolio-row').first().waitFor();

    await context.setOffline(true);
    await page.reload();
    const section = page.getByRole('region', { name: 'Carteira de clientes', exact: true });
    await page.getByTestId('portfolio-row').nth(2).waitFor();
    // The grid's cards come from their own read, which may land a render after the table's.
    await page.getByTestId('company-card').nth(2).waitFor();
    // Above the grid of companies, which stays as it was.
    const gridAfter = await page.evaluate(() => {
      const table = document.querySelector('[data-testid="portfolio"]');
      const card = document.querySelector('[data-testid="company-card"]');
      // DOCUMENT_POSITION_FOLLOWING: the grid's first card comes after the table.
      return !!table && !!card && (table.compareDocumentPosition(card) & 4) === 4;
    });
    expect(gridAfter).toBe(true);
    expect(await page.getByTestId('company-card').count()).toBe(3);

    const header = await section
      .locator('thead th')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()));
    expect(header.map((text) => text.replace(/\s+/g, ' '))).toEqual(COLUMNS);
    const expected = await expectedRows(new Date());
    expect(await screenRows(page)).toEqual(expected.map(shown));
    // TecnoServ's sales fell 20,9 % and it made a loss: it needs attention first; the company
    // without data comes last.
    expect(expected.map((row) => row.companyId)).toEqual([
      companies.tecnoserv.id,
      companies.padaria.id,
      companies.cafe.id,
    ]);
    const [tecnoserv, padaria, cafe] = await screenRows(page);
    expect(tecnoserv?.slice(1, 5)).toEqual(['Dezembro 2025', '388 382 €', '-20,9%', '-24 052 €']);
    expect(tecnoserv?.[7]).toBe('Monitorização necessária');
    expect(padaria?.[7]).toBe('Trajetória positiva');
    expect(cafe?.slice(1, 8)).toEqual(['—', '—', '—', '—', '—', '—', 'Sem dados']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'portfolio-offline-1280.png', { fullPage: true });

    // Two months later (the page's clock moved on), the data reads out of date.
    await page.clock.setFixedTime(new Date(Date.now() + 61 * DAY));
    await page.reload();
    await page.getByText('Dados desatualizados').first().waitFor();
    const later = await expectedRows(new Date(Date.now() + 61 * DAY));
    expect(later.filter((row) => row.stale)).toHaveLength(2);
    expect(await screenRows(page)).toEqual(later.map(shown));
  });

  it('searches by name or NIF and opens a company by keyboard or click', async () => {
    const page = await world.page({ as: world.office.accountant });
    await page.getByTestId('portfolio-row').nth(2).waitFor();
    const search = page.getByLabel('Pesquisar na carteira de clientes');
    const names = () =>
      page
        .getByTestId('portfolio-row')
        .locator('th a')
        .allInnerTexts()
        .then((texts) => texts.map((text) => text.trim()));

    await search.fill('516 073');
    await expect.poll(names).toEqual([TECNOSERV.name]);
    await search.fill('CAFE');
    await expect.poll(names).toEqual([CAFE.name]);
    await search.fill('inexistente');
    await page.getByText('Nenhuma empresa encontrada').waitFor();
    await search.fill('');
    await expect.poll(names).toEqual([TECNOSERV.name, PADARIA.name, CAFE.name]);

    // Keyboard: the company's name is a link.
    await page.getByRole('link', { name: PADARIA.name, exact: true }).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/company/${companies.padaria.id}`);
    await page.goBack();
    // A click anywhere on the row opens it too.
    await page
      .getByTestId('portfolio-row')
      .filter({ hasText: TECNOSERV.name })
      .locator('td')
      .nth(2)
      .click();
    await page.waitForURL(`**/company/${companies.tecnoserv.id}`);
  });

  it('fits a 375 px screen: the table scrolls inside its card', async () => {
    const page = await world.page({ width: 375, height: 740, as: world.office.accountant });
    await page.getByTestId('portfolio-row').nth(2).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const region = page.getByRole('region', { name: 'Tabela da carteira de clientes' });
    const scroll = await region.evaluate((node) => ({
      width: node.clientWidth,
      content: node.scrollWidth,
    }));
    expect(scroll.content).toBeGreaterThan(scroll.width);
    expect(await seriousAxeViolations(page, '[data-testid="portfolio"]')).toEqual([]);
    await keepScreenshot(page, 'portfolio-375.png');
  });
});
