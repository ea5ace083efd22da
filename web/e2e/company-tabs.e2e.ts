// The analysis tabs of /company/{id} in Chromium against the real server, with the sample
// workbooks uploaded through the API: every figure checked is the one finance-core computes from
// the same workbooks (a handful also typed in from expected.json), axe-core on every tab,
// screenshots at 1280 and 375 px and a PDF of a printed tab as artefacts.
import { statSync } from 'node:fs';
import { analysisMessages, parsePeriod, periodLabel } from '@risema/finance-core/analysis';
import type { PeriodData } from '@risema/finance-core/contract';
import type { Insight } from '@risema/finance-core/insights';
import { periodDataId } from '@risema/finance-core/contract';
import { formatEuros, formatExplanation, formatPercent } from '@risema/finance-core/format';
import { readWorkbook } from '@risema/finance-core/reader';
import { analyzePeriod, comparePeriods } from '@risema/finance-core/views';
import type { PeriodAnalysis } from '@risema/finance-core/views';
import type { SeededOffice } from '@risema/sync-server/testing';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { largeWorkbook } from '../bench/tab-switch';
import { artifact, keepScreenshot, seriousAxeViolations } from './browser';
import { useWorld } from './world';

const PADARIA = {
  name: 'Padaria Lusitana, Lda',
  nif: '509442013',
  files: [
    'myreport-padaria-lusitana-2024-12.xlsx',
    'myreport-padaria-lusitana-2025-06.xlsx',
    'myreport-padaria-lusitana-2025-12.xlsx',
  ],
};
const TECNOSERV = {
  name: 'TecnoServ Consultoria, Unipessoal Lda',
  nif: '516073486',
  files: ['myreport-tecnoserv-2024-12.xlsx', 'myreport-tecnoserv-2025-12.xlsx'],
};

/** The tabs of this file: name on screen and artefact name. */
const TABS = [
  ['Resumo', 'resumo'],
  ['Proveitos', 'proveitos'],
  ['Balanço', 'balanco'],
  ['DRE', 'dre'],
  ['FSE', 'fse'],
  ['Rácios', 'racios'],
  ['Comparativo', 'comparativo'],
] as const;

const world = useWorld();
let padaria: SeededOffice;
let tecnoserv: SeededOffice;
/** What finance-core computes from the sample workbooks, per company. */
let padariaData: PeriodData[];
let tecnoservData: PeriodData[];

/** Uploads each workbook as the office's accountant and confirms its period; the data read. */
async function uploadWorkbooks(
  office: SeededOffice,
  files: readonly string[],
): Promise<PeriodData[]> {
  const stored: PeriodData[] = [];
  for (const fileName of files) {
    const { period, bytes } = await world.uploadAndConfirm(office, fileName);
    // Expected figures: finance-core's reader on the same bytes, independently of the server.
    const read = readWorkbook(bytes, fileName, { kind: 'myreport' });
    expect(read.period).toBe(period);
    stored.push({
      id: periodDataId(office.company.id, period),
      companyId: office.company.id,
      period,
      balanceSheet: read.balanceSheet,
      incomeStatement: read.incomeStatement,
      externalServices: read.externalServices,
      financialRatios: read.financialRatios,
      incomeStatementSource: 'myreport',
      updatedAt: new Date().toISOString(),
    });
  }
  return stored;
}

function analysisOf(stored: readonly PeriodData[], period: string): PeriodAnalysis {
  const data = stored.find((item) => item.period === period);
  if (!data) throw new Error(`no data for ${period}`);
  return analyzePeriod(data, stored);
}

beforeAll(async () => {
  padaria = await world.seedOffice({ company: { name: PADARIA.name, taxId: PADARIA.nif } });
  tecnoserv = await world.seedOffice({ company: { name: TECNOSERV.name, taxId: TECNOSERV.nif } });
  padariaData = await uploadWorkbooks(padaria, PADARIA.files);
  tecnoservData = await uploadWorkbooks(tecnoserv, TECNOSERV.files);
}, 120_000);

/** Signs the office's accountant in and opens the company view, waiting for its tabs. */
async function openCompany(
  office: SeededOffice,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await world.page({
    ...viewport,
    as: office.accountant,
    at: `/company/${office.company.id}`,
  });
  await page.getByRole('tablist').waitFor();
  return page;
}

function tab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name, exact: true });
}

/** Opens a tab and waits for its panel's content (its print button). */
async function openTab(page: Page, name: string): Promise<Locator> {
  await tab(page, name).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Imprimir' }).waitFor();
  return panel;
}

async function choosePeriod(page: Page, period: string): Promise<void> {
  await page.getByLabel('Período', { exact: true }).selectOption(period);
}

/** The text of a table row (cells joined by ` | `), found by its first cell's text. */
async function rowText(panel: Locator, firstCell: string | RegExp): Promise<string> {
  const cell = panel
    .page()
    .getByRole('cell', { name: firstCell, exact: typeof firstCell === 'string' });
  const row = panel.getByRole('row').filter({ has: cell });
  const cells = await row.first().getByRole('cell').allInnerTexts();
  return cells.map((cell) => cell.trim()).join(' | ');
}

/** Checks the panel shows exactly these insight cards (titles, in order). */
async function expectInsights(panel: Locator, insights: readonly Insight[]): Promise<void> {
  const cards = await panel
    .locator('[data-insight]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-insight')));
  expect(cards).toEqual(insights.map((insight) => insight.id));
  const texts = await panel.locator('[data-insight]').allInnerTexts();
  insights.forEach((insight, index) => {
    expect(texts[index]).toContain(insight.title);
    expect(texts[index]).toContain(insight.message);
    expect(texts[index]).toContain(insight.recommendation);
  });
}

describe('analysis tabs of Padaria Lusitana (three periods)', () => {
  let page: Page;
  let december: PeriodAnalysis;

  beforeAll(async () => {
    page = await openCompany(padaria);
    december = analysisOf(padariaData, '2025-12');
  });

  it('Resumo: the six tiles, the tables and their totals as finance-core computes them', async () => {
    const panel = await openTab(page, 'Resumo');
    // By hand from expected.json: net result 2025 91 135,38 €, 2024 71 164,97 €.
    expect(formatEuros(december.summary.tiles[0]?.comparison.current)).toBe(formatEuros(91135.38));
    for (const tile of december.summary.tiles) {
      const text = await panel.locator(`[data-tile="${tile.id}"]`).innerText();
      expect(text).toContain(tile.label);
      expect(text).toContain(formatEuros(tile.comparison.current));
      expect(text).toContain(formatEuros(tile.comparison.previous));
    }
    for (const table of december.summary.tables) {
      const heading = panel.getByRole('heading', { name: table.title, exact: true });
      await heading.waitFor();
      if (table.emptyMessage) continue;
      const total = await rowText(panel, table.total.description);
      expect(total).toContain(formatEuros(table.total.current));
      expect(total).toContain(formatEuros(table.total.previous));
    }
    expect(await panel.locator('canvas').count()).toBe(1);
  });

  it('Proveitos: lines, total and the sentence; the year selector shows 2024', async () => {
    const panel = await openTab(page, 'Proveitos');
    const sentence = panel.getByTestId('revenue-sentence');
    expect(await sentence.innerText()).toBe(december.revenues.sentence);
    expect(december.revenues.sentence).toMatch(/^Até 12\/2025 a empresa (aumentou|diminuiu)/);
    const total = await rowText(panel, 'Total de rendimentos');
    // By hand: 71 + 72 of 2025 = 1 286 756,06 + 46 059,60.
    expect(total).toContain(formatEuros(1286756.06 + 46059.6));
    expect(total).toContain(formatEuros(december.revenues.total.previous));
    for (const row of december.revenues.rows.filter((item) => item.code !== '')) {
      expect(await rowText(panel, new RegExp(`^${row.code}\\s`))).toContain(
        formatEuros(row.current),
      );
    }

    await panel.getByRole('group', { name: 'Ano' }).getByRole('button', { name: '2024' }).click();
    const previousYear = analysisOf(padariaData, '2024-12');
    await expect.poll(() => sentence.innerText()).toBe(previousYear.revenues.sentence);
    expect(previousYear.revenues.sentence).toMatch(/^Até 12\/2024/);
    await panel.getByRole('group', { name: 'Ano' }).getByRole('button', { name: '2025' }).click();
    await expect.poll(() => sentence.innerText()).toBe(december.revenues.sentence);
  });

  it('Balanço: title, hidden rows, % Peso in whole percent, insights above the table', async () => {
    const panel = await openTab(page, 'Balanço');
    await panel.getByRole('heading', { name: 'BALANÇO 2025', level: 2 }).waitFor();
    const assets = await rowText(panel, /^Total do ativo$/);
    // By hand from expected.json: total assets 723 317,69 € (2025), 707 575,37 € (2024).
    expect(assets).toContain(formatEuros(723317.69));
    expect(assets).toContain(formatEuros(707575.37));
    expect(assets).toContain('100%');
    for (const row of december.balance.rows.filter((item) => !item.header).slice(0, 8)) {
      const text = await rowText(
        panel,
        new RegExp(`^${row.code ? `${row.code}\\s*` : ''}${escape(row.description)}$`),
      );
      expect(text).toContain(formatEuros(row.current));
      if (row.weightPercent !== null) expect(text).toContain(`${row.weightPercent}%`);
    }
    const body = await panel.innerText();
    expect(body.toLowerCase()).not.toContain('reservas legais');
    expect(body.toLowerCase()).not.toContain('prémios de emissão');
    // The list stops at the total of equity and liabilities: it is the last row.
    const rows = await panel.getByRole('row').allInnerTexts();
    expect(rows.at(-1)?.toLowerCase()).toContain('total do capital próprio e do passivo');
    await expectInsights(panel, december.insights.balance);
    const insightsTop = await panel.locator('[data-insight]').first().boundingBox();
    const tableTop = await panel.getByRole('table').boundingBox();
    if (december.insights.balance.length > 0) {
      expect(insightsTop?.y ?? Infinity).toBeLessThan(tableTop?.y ?? 0);
    }
  });

  it('DRE: 2-column mode in December, 3-column mode in June with `ano completo`', async () => {
    let panel = await openTab(page, 'DRE');
    const net = await rowText(panel, 'Resultado líquido do período');
    expect(net).toContain(formatEuros(91135.38));
    expect(net).toContain(formatEuros(71164.97));
    expect(december.incomeStatement.mode).toBe(2);
    await expectInsights(panel, december.insights.income);

    await choosePeriod(page, '2025-06');
    const june = analysisOf(padariaData, '2025-06');
    expect(june.incomeStatement.mode).toBe(3);
    panel = page.getByRole('tabpanel');
    await panel.getByRole('columnheader', { name: 'Jun/2025', exact: true }).waitFor();
    for (const column of june.incomeStatement.previousColumns) {
      await panel.getByRole('columnheader', { name: column.label, exact: true }).waitFor();
    }
    await panel.getByRole('columnheader', { name: '2024 (ano completo)', exact: true }).waitFor();
    // By hand from expected.json: June 2025 net result 41 621,09 €; June 2024 31 336,45 €.
    const juneNet = await rowText(panel, 'Resultado líquido do período');
    expect(juneNet).toContain(formatEuros(41621.09));
    expect(juneNet).toContain(formatEuros(71164.97));
    expect(juneNet).toContain(formatEuros(31336.45));
    await choosePeriod(page, '2025-12');
    await panel.getByRole('columnheader', { name: '2025', exact: true }).waitFor();

    // The DRE's year selector: 2024 shows December 2024 (its own previous column, 2023).
    await panel.getByRole('group', { name: 'Ano' }).getByRole('button', { name: '2024' }).click();
    await panel.getByRole('columnheader', { name: '2023', exact: true }).waitFor();
    const net2024 = await rowText(panel, 'Resultado líquido do período');
    expect(net2024).toContain(formatEuros(71164.97));
    expect(net2024).toContain(formatEuros(55179.39));
    // Choosing a period in the period selector takes over again.
    await choosePeriod(page, '2025-06');
    await panel.getByRole('columnheader', { name: 'Jun/2025', exact: true }).waitFor();
    await choosePeriod(page, '2025-12');
    await panel.getByRole('columnheader', { name: '2025', exact: true }).waitFor();
  });

  it('FSE: detailed lines and insight cards', async () => {
    const panel = await openTab(page, 'FSE');
    // By hand from expected.json: electricity 35 967,43 € (2025), 34 215,89 € (2024).
    const electricity = await rowText(panel, /Eletricidade/);
    expect(electricity).toContain(formatEuros(35967.43));
    expect(electricity).toContain(formatEuros(34215.89));
    for (const row of december.externalServices.rows.filter((item) => !item.header)) {
      const label = `${row.code ? `${row.code} ` : ''}${row.description}`;
      expect(await rowText(panel, label)).toContain(formatEuros(row.current));
    }
    await expectInsights(panel, december.insights.fse);
  });

  it('Rácios: groups, values, statuses and tips', async () => {
    const panel = await openTab(page, 'Rácios');
    // By hand from expected.json: financial autonomy 48,23 % (2025), 42,29 % (2024).
    const autonomy = await rowText(panel, /^Autonomia financeira/);
    expect(autonomy).toContain(formatPercent(0.4823));
    expect(autonomy).toContain(formatPercent(0.4229));
    for (const group of december.ratioTable.groups) {
      await panel.getByRole('heading', { name: group.label, exact: true }).waitFor();
    }
    const rows = december.ratioTable.groups.flatMap((group) => group.rows);
    expect(await panel.locator('[data-status]').count()).toBe(rows.length);
    expect(await panel.getByTestId('ratio-tip').allInnerTexts()).toEqual(
      rows.map((row) => row.tip),
    );
    await expectInsights(panel, december.insights.ratios);

    // Formula transparency: the info button shows the formula with the figures it used.
    const row = rows.find((item) => item.kind === 'assetReturn');
    if (!row) throw new Error('no asset return row');
    await panel.getByRole('button', { name: `Como é calculado: ${row.description}` }).click();
    const values = page.getByTestId('formula-values');
    await values.waitFor();
    expect(await values.innerText()).toBe(formatExplanation(row.explanation));
    await page.keyboard.press('Escape');
    await values.waitFor({ state: 'detached' });
  });

  it('Comparativo: three periods newest first, status and summary; below two, the message', async () => {
    const panel = await openTab(page, 'Comparativo');
    const picker = panel.getByRole('group', { name: 'Períodos a comparar (2 a 4)' });
    // Like for like by default: December 2025 and December 2024.
    await expect
      .poll(() =>
        picker
          .locator('button[aria-pressed="true"]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-period'))),
      )
      .toEqual(['2025-12', '2024-12']);
    await picker.getByRole('button', { name: periodLabel('2025-06') }).click();
    const expected = comparePeriods(padariaData);
    if (!expected.ready) throw new Error('comparison not ready');
    expect(expected.periods.map((item) => item.period)).toEqual(['2025-12', '2025-06', '2024-12']);
    await expect
      .poll(() => panel.getByRole('columnheader').allInnerTexts())
      .toEqual(expect.arrayContaining(expected.periods.map((item) => item.label)));
    const headers = (await panel.getByRole('columnheader').allInnerTexts()).filter((text) =>
      expected.periods.some((item) => item.label === text),
    );
    expect(headers).toEqual(expected.periods.map((item) => item.label));
    expect(await panel.getByTestId('comparison-status').innerText()).toBe(expected.statusLabel);
    expect(
      await panel.getByTestId('comparison-summary').getByRole('listitem').allInnerTexts(),
    ).toEqual(expected.summary);
    const sales = expected.indicators.find((item) => item.id === 'turnover');
    const salesRow = await rowText(panel, /^Vendas/);
    for (const value of sales?.values ?? []) expect(salesRow).toContain(formatEuros(value));
    if (expected.mixedLengthsNote) {
      await panel.getByText(expected.mixedLengthsNote).waitFor();
    }
    await expectInsights(panel, expected.insights);

    await picker.getByRole('button', { name: periodLabel('2025-06') }).click();
    await picker.getByRole('button', { name: periodLabel('2024-12') }).click();
    await panel.getByText(analysisMessages.comparisonMinimum).waitFor();
    await picker.getByRole('button', { name: periodLabel('2024-12') }).click();
    await panel.getByTestId('comparison-status').waitFor();
  });

  it('a visited tab kept hidden is out of the accessibility tree and cannot take the focus', async () => {
    await openTab(page, 'FSE');
    const hiddenId = await tab(page, 'FSE').getAttribute('aria-controls');
    await openTab(page, 'DRE');
    const hidden = page.locator(`[id="${hiddenId}"]`);
    expect(await hidden.getAttribute('aria-hidden')).toBe('true');
    expect(await hidden.getAttribute('tabindex')).toBeNull();
    expect(await page.getByRole('tabpanel').count()).toBe(1);
    // Its buttons (kept in the page) take no focus: the browser skips its content.
    expect(
      await hidden.getByRole('button', { name: 'Imprimir', includeHidden: true }).count(),
    ).toBe(1);
    const focused = await hidden.evaluate((panel) => {
      const button = panel.querySelector('button');
      button?.focus();
      return button !== null && document.activeElement === button;
    });
    expect(focused).toBe(false);
    // Chromium's own accessibility tree holds the shown table, not the hidden one.
    const session = await page.context().newCDPSession(page);
    try {
      const { nodes } = await session.send('Accessibility.getFullAXTree');
      const named = (name: string) =>
        nodes.some((node) => !node.ignored && node.name?.value === name);
      expect(named('Contas detalhadas da DRE')).toBe(true);
      expect(named('Contas detalhadas de FSE')).toBe(false);
    } finally {
      await session.detach();
    }
  });

  for (const [name] of TABS) {
    it(`no serious or critical axe-core violation on ${name}`, async () => {
      await openTab(page, name);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  it('prints a tab to A4: no navigation, the print header with company, NIF and period, the chart kept', async () => {
    await openTab(page, 'Resumo');
    await page.emulateMedia({ media: 'print' });
    try {
      // The visited tabs stay mounted, hidden: only the shown tab's header is printed.
      const header = page.getByTestId('print-header').filter({ visible: true });
      expect(await header.count()).toBe(1);
      expect(await page.getByTestId('print-header').count()).toBeGreaterThan(1);
      const text = await header.innerText();
      expect(text).toContain(PADARIA.name);
      expect(text).toContain(PADARIA.nif);
      expect(text).toContain(periodLabel('2025-12'));
      expect(await page.getByRole('tablist').isVisible()).toBe(false);
      expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
      expect(await page.getByLabel('Período', { exact: true }).isVisible()).toBe(false);
      await page.getByRole('tabpanel').locator('canvas').waitFor();
      // Rows are never cut across pages.
      const breakInside = await page
        .getByRole('tabpanel')
        .locator('tbody tr')
        .first()
        .evaluate((row) => getComputedStyle(row).breakInside);
      expect(breakInside).toBe('avoid');
      const path = artifact('company-tabs-resumo.pdf');
      await page.pdf({ path, format: 'A4', printBackground: true });
      expect(statSync(path).size).toBeGreaterThan(10_000);
      await page.setViewportSize({ width: 794, height: 1123 });
      await keepScreenshot(page, 'company-tabs-resumo-print.png', { fullPage: true });
    } finally {
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});

describe('a company with only a RISEMA simulation (no balance, FSE or ratios)', () => {
  it('shows the empty messages of docs/product.md §2', async () => {
    const office = await world.seedOffice({
      company: { name: PADARIA.name, taxId: PADARIA.nif },
    });
    await world.uploadAndConfirm(office, 'risema-padaria-lusitana-2026-03.xlsx', {
      kind: 'risema',
    });

    const page = await openCompany(office);
    expect(await (await openTab(page, 'Balanço')).innerText()).toContain(
      analysisMessages.noBalance,
    );
    const fse = await openTab(page, 'FSE');
    expect(await fse.innerText()).toContain(analysisMessages.noDetail);
    expect(await (await openTab(page, 'Rácios')).innerText()).toContain(analysisMessages.noRatios);
    expect(await tab(page, 'Comparativo').isDisabled()).toBe(true);
    // The simulation's income statement is there.
    const dre = await openTab(page, 'DRE');
    expect(await rowText(dre, /^71\s*Vendas$/)).toContain(formatEuros(337885.78));
  });
});

describe('a long FSE table (250 lines)', () => {
  it('shows its first rows with the tab, then every line; printing draws every line at once', async () => {
    const office = await world.seedOffice({
      company: { name: PADARIA.name, taxId: PADARIA.nif },
    });
    await world.uploadAndConfirm(office, largeWorkbook('2024-12'));
    const { bytes } = await world.uploadAndConfirm(office, largeWorkbook('2025-12'));
    const read = readWorkbook(bytes, 'myreport-bench-2025-12.xlsx', { kind: 'myreport' });
    const data: PeriodData = {
      id: periodDataId(office.company.id, '2025-12'),
      companyId: office.company.id,
      period: '2025-12',
      balanceSheet: read.balanceSheet,
      incomeStatement: read.incomeStatement,
      externalServices: read.externalServices,
      financialRatios: read.financialRatios,
      incomeStatementSource: 'myreport',
      updatedAt: new Date().toISOString(),
    };
    const lines = analyzePeriod(data, [data]).externalServices.rows;
    expect(lines.length).toBeGreaterThan(200);

    /** Opens FSE for the first time in the page; its rows when the table appears, and after
     * the browser's print event when `print`. */
    const firstVisit = (print: boolean) =>
      page.evaluate(async (print) => {
        const fse = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
          (element) => element.innerText.trim() === 'FSE',
        );
        if (!fse) throw new Error('no FSE tab');
        // Seen by a mutation observer as React adds it, and printed at once: before any idle
        // callback can run (a frame-by-frame check could come after the rest of the rows on a
        // loaded machine).
        return new Promise<{ before: number; after: number }>((resolve) => {
          const observer = new MutationObserver(() => {
            // A long table is one `role="table"` around its blocks' tables.
            const table = document
              .getElementById(fse.getAttribute('aria-controls') ?? '')
              ?.querySelector('[role="table"]');
            if (!table) return;
            observer.disconnect();
            const before = table.querySelectorAll('tbody tr').length;
            if (print) window.dispatchEvent(new Event('beforeprint'));
            resolve({ before, after: table.querySelectorAll('tbody tr').length });
          });
          observer.observe(document.body, { childList: true, subtree: true });
          fse.click();
        });
      }, print);
    let page = await openCompany(office);
    // The tab comes with its first 60 rows; the rest is drawn while the browser is idle.
    expect((await firstVisit(false)).before).toBe(60);
    const panel = page.getByRole('tabpanel');
    const table = panel.getByRole('table');
    await expect
      .poll(() => table.locator('tbody tr').count(), { timeout: 15_000 })
      .toBe(lines.length);
    expect(await table.getAttribute('data-rows-pending')).toBeNull();
    // The last detail line, drawn after the first screens, with its figure.
    const last = lines.filter((row) => !row.total && !row.header).at(-1);
    if (!last) throw new Error('no detail line');
    // Scrolled to: a block far below the screen is laid out (and has its text) only near it.
    await panel.getByRole('row').last().scrollIntoViewIfNeeded();
    await expect
      .poll(() => rowText(panel, `${last.code} ${last.description}`))
      .toContain(formatEuros(last.current));
    // Back on the tab (kept mounted), every line is there at once.
    await openTab(page, 'DRE');
    await openTab(page, 'FSE');
    expect(await table.locator('tbody tr').count()).toBe(lines.length);

    // One table for assistive technology: its header row and every line are its rows, and a
    // line's figures its cells, across the blocks.
    expect(await table.getByRole('row').count()).toBe(lines.length + 1);
    expect(await table.getByRole('columnheader', { name: 'Descrição' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Blocks far below the screen are skipped by the browser until they come near it, and
    // their columns line up with the first block's.
    const blocks = table.locator('.table-block');
    const lastBlock = blocks.last();
    const rendered = (block: Locator) =>
      block.evaluate((element) =>
        (element.firstElementChild as HTMLElement).checkVisibility({ contentVisibilityAuto: true }),
      );
    expect(await blocks.count()).toBe(Math.ceil(lines.length / 20) - 1);
    expect(await rendered(lastBlock)).toBe(false);
    await lastBlock.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(lastBlock)).toBe(true);
    const columnEdges = (row: Locator) =>
      row.evaluate((element) =>
        [...element.children].map((cell) => Math.round(cell.getBoundingClientRect().left)),
      );
    expect(await columnEdges(lastBlock.locator('tbody tr').first())).toEqual(
      await columnEdges(table.locator('tbody tr').first()),
    );
    // On a phone too, where the table shows fewer columns.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => columnEdges(lastBlock.locator('tbody tr').first()))
      .toEqual(await columnEdges(table.locator('tbody tr').first()));
    expect(await table.locator('tbody tr').first().locator('td:visible').count()).toBe(3);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A first visit in a new page: the browser's print event draws every line before the
    // page is laid out.
    page = await openCompany(office);
    const drawnWhenPrinting = await firstVisit(true);
    expect(drawnWhenPrinting.before).toBe(60);
    expect(drawnWhenPrinting.after).toBe(lines.length);
  });
});

describe('Comparativo with five stored periods', () => {
  it('refuses a fifth period with the `Limite atingido` toast and keeps four', async () => {
    const office = await world.seedOffice({
      company: { name: PADARIA.name, taxId: PADARIA.nif },
    });
    const uploads: [string, 'myreport' | 'risema', string | undefined][] = [
      ['myreport-padaria-lusitana-2024-12.xlsx', 'myreport', undefined],
      ['myreport-padaria-lusitana-2025-06.xlsx', 'myreport', undefined],
      // The same June workbook confirmed as March: a fifth period (the dialog allows it).
      ['myreport-padaria-lusitana-2025-06.xlsx', 'myreport', '2025-03'],
      ['myreport-padaria-lusitana-2025-12.xlsx', 'myreport', undefined],
      ['risema-padaria-lusitana-2026-03.xlsx', 'risema', undefined],
    ];
    for (const [fileName, kind, period] of uploads) {
      await world.uploadAndConfirm(office, fileName, { kind, period });
    }

    const page = await openCompany(office);
    const panel = await openTab(page, 'Comparativo');
    const picker = panel.getByRole('group', { name: 'Períodos a comparar (2 a 4)' });
    const pressed = picker.locator('button[aria-pressed="true"]');
    expect(await pressed.count()).toBe(2);
    await picker.getByRole('button', { name: periodLabel('2025-06') }).click();
    await picker.getByRole('button', { name: periodLabel('2025-03') }).click();
    await expect.poll(() => pressed.count()).toBe(4);
    // The fifth: the March 2026 simulation (December 2024 is chosen by default).
    await picker.getByRole('button', { name: periodLabel('2026-03') }).click();
    await page.getByText(analysisMessages.comparisonLimitTitle, { exact: true }).waitFor();
    await page.getByText(analysisMessages.comparisonLimit, { exact: true }).waitFor();
    expect(await pressed.count()).toBe(4);
    expect(
      await picker
        .getByRole('button', { name: periodLabel('2026-03') })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });
});

describe('screenshots of every tab', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    it(`at ${viewport.width} px, the page does not overflow`, async () => {
      const page = await openCompany(padaria, viewport);
      for (const [name, file] of TABS) {
        await openTab(page, name);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${name} overflows at ${viewport.width} px`).toBeLessThanOrEqual(0);
        await keepScreenshot(page, `company-tabs-${file}-${viewport.width}.png`, {
          fullPage: true,
        });
      }
      if (viewport.width === 375) {
        // The whole page at phone width: the short tab labels are named by their full label.
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
    });
  }
});

describe('TecnoServ (no personnel, a loss in 2025)', () => {
  it('shows the personnel message and its loss insights', async () => {
    const page = await openCompany(tecnoserv);
    const december = analysisOf(tecnoservData, '2025-12');
    const panel = await openTab(page, 'Resumo');
    await panel.getByText(analysisMessages.noPersonnel, { exact: true }).waitFor();
    // By hand from expected.json: a loss of 24 052,19 €.
    const net = await panel.locator('[data-tile="netResult"]').innerText();
    expect(net).toContain(formatEuros(-24052.19));

    const dre = await openTab(page, 'DRE');
    expect(december.insights.income.map((insight) => insight.id)).toEqual(
      expect.arrayContaining(['income.netMarginNegative', 'income.salesDecline']),
    );
    await expectInsights(dre, december.insights.income);
    const balance = await openTab(page, 'Balanço');
    await expectInsights(balance, december.insights.balance);
    expect(parsePeriod(december.period)?.year).toBe(2025);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
