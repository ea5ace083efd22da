// Exportar Excel in Chromium against the real server: each tab's table downloaded as .xlsx (made
// in the page's Web Worker), read back with SheetJS and compared cell by cell with what the
// screen shows — headers as written, amounts and percentages as numbers whose pt-PT formatting
// gives the screen's text —, the report's workbook with one sheet per section, and a company
// name starting with `=` written as text, never a formula.
import { readFileSync } from 'node:fs';
import {
  formatDays,
  formatDaysVariation,
  formatDecimal,
  formatEuroVariation,
  formatEuros,
  formatPercent,
  formatPointsVariation,
  formatVariation,
} from '@risema/finance-core/format';
import { NUMBER_FORMATS } from '@risema/finance-core/export';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { useWorld } from './world';

const PADARIA = { name: 'Padaria Lusitana, Lda', taxId: '509442013' };
const FILES = [
  'myreport-padaria-lusitana-2024-12.xlsx',
  'myreport-padaria-lusitana-2025-06.xlsx',
  'myreport-padaria-lusitana-2025-12.xlsx',
];

const world = useWorld({ office: { company: PADARIA } });

beforeAll(async () => {
  for (const file of FILES) await world.uploadAndConfirm(world.office, file);
}, 120_000);

type Cell = XLSX.CellObject | undefined;

/** A downloaded workbook: its file name and its sheets. */
interface Downloaded {
  fileName: string;
  book: XLSX.WorkBook;
}

/** Clicks `Exportar Excel` inside `scope` and reads the downloaded file with SheetJS. */
async function exportFrom(page: Page, scope: Locator): Promise<Downloaded> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: 'Exportar Excel' }).click(),
  ]);
  const path = await download.path();
  return {
    fileName: download.suggestedFilename(),
    book: XLSX.read(readFileSync(path), { cellNF: true, cellFormula: true }),
  };
}

function cellsOf(book: XLSX.WorkBook, name: string): Record<string, Cell> {
  const sheet = book.Sheets[name];
  if (!sheet) throw new Error(`no sheet ${name} in ${book.SheetNames.join(', ')}`);
  return sheet;
}

function at(sheet: Record<string, Cell>, row: number, column: number): Cell {
  return sheet[XLSX.utils.encode_cell({ r: row, c: column })];
}

/** The row of a sheet whose first cell is `text`, searching down from `from`. */
function rowOf(sheet: Record<string, Cell>, text: string, from = 0): number {
  const range = XLSX.utils.decode_range((sheet as { '!ref'?: string })['!ref'] ?? 'A1');
  for (let row = from; row <= range.e.r; row++) {
    if (at(sheet, row, 0)?.v === text) return row;
  }
  throw new Error(`no row starting with ${text}`);
}

/** A number cell written as the screen writes it, from its Excel number format. */
function asScreen(cell: Cell): string {
  if (cell === undefined) return '—';
  if (cell.t === 's') return String(cell.v);
  const value = Number(cell.v);
  switch (cell.z) {
    case NUMBER_FORMATS.euros:
      return formatEuros(value);
    case NUMBER_FORMATS.euroChange:
      return formatEuroVariation(value);
    case NUMBER_FORMATS.percent:
      return formatPercent(value);
    case NUMBER_FORMATS.percent1:
      return formatPercent(value, 1);
    case NUMBER_FORMATS.percent0:
      return `${formatDecimal(value * 100, 0)}%`;
    case NUMBER_FORMATS.percentChange:
      return formatVariation(value);
    case NUMBER_FORMATS.points:
      return formatPointsVariation(value / 100);
    case NUMBER_FORMATS.days:
      return formatDays(value);
    case NUMBER_FORMATS.daysChange:
      return formatDaysVariation(value);
    default:
      throw new Error(`unexpected number format ${String(cell.z)}`);
  }
}

/**
 * The screen's table: its header rows (th texts) and body rows (cell texts). A cell's pictures
 * (an arrow, `role="img"`, beside a Δ %) are left out: the sheet writes the figures, and the
 * pictures' own columns (AH, Tendência) as words.
 */
async function screenTable(table: Locator): Promise<{ header: string[][]; rows: string[][] }> {
  return table.evaluate((node) => {
    const text = (cell: Element) => {
      let shown = (cell as HTMLElement).innerText;
      for (const picture of cell.querySelectorAll('[role="img"]')) {
        // Only a picture on screen is in the cell's text (a phone's arrow is hidden here).
        if (picture.getClientRects().length > 0) {
          shown = shown.replace((picture as HTMLElement).innerText, '');
        }
      }
      return shown.replace(/\s+/g, ' ').trim();
    };
    const header = [...node.querySelectorAll('thead tr')].map((row) =>
      [...row.querySelectorAll('th')].map(text),
    );
    const rows = [...node.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td, th')].map(text),
    );
    return { header, rows };
  });
}

/** Texts compared with every run of white space (the figures' narrow no-break spaces) as one. */
function spaced(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The texts of a sheet row, empty cells left out. */
function rowTexts(sheet: Record<string, Cell>, row: number): string[] {
  const texts: string[] = [];
  for (let column = 0; column < 40; column++) {
    const cell = at(sheet, row, column);
    if (cell !== undefined && String(cell.v) !== '') texts.push(String(cell.v));
  }
  return texts;
}

/**
 * Checks a sheet's table against the screen's: the same header texts (rows with their spans),
 * one row per screen row, every figure a number (or text) reading as the screen's cell. AH and
 * trend columns are pictures on screen (their names are checked with the headers).
 */
async function expectSameTable(
  table: Locator,
  sheet: Record<string, Cell>,
  title: string,
): Promise<number> {
  const screen = await screenTable(table);
  const wanted = screen.header.map((texts) => texts.filter((text) => text !== ''));
  // The header starts at the first row under the title written as the screen's first header row.
  let headerRow = rowOf(sheet, title) + 1;
  while (JSON.stringify(rowTexts(sheet, headerRow)) !== JSON.stringify(wanted[0])) {
    headerRow++;
    if (headerRow > 10_000) throw new Error(`no header of ${title}`);
  }
  wanted.forEach((texts, index) => {
    expect(rowTexts(sheet, headerRow + index)).toEqual(texts);
  });
  const firstRow = headerRow + screen.header.length;
  const header = screen.header.at(-1) ?? [];
  let numbers = 0;
  screen.rows.forEach((cells, index) => {
    const row = firstRow + index;
    cells.forEach((shown, column) => {
      const picture =
        cells.length === header.length && ['AH', 'Tendência'].includes(header[column] ?? '');
      if (picture) return;
      const cell = at(sheet, row, column);
      const where = `${title} row ${index} column ${column}`;
      if (cell?.t === 'n') {
        numbers++;
        expect(spaced(asScreen(cell)), where).toBe(spaced(shown));
      } else if (cell === undefined) {
        expect(['—', ''], where).toContain(shown);
      } else {
        // Text: a description may carry a tag or a tip line after it on screen.
        expect(spaced(shown).startsWith(spaced(String(cell.v))), `${where}: ${shown}`).toBe(true);
      }
    });
  });
  return numbers;
}

/** The accountant's company view, in a context kept for the file (the tabs share it). */
async function openCompany(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await world.context({ as: world.office.accountant });
  const page = await context.newPage();
  await page.goto(`/company/${world.office.company.id}`);
  await page.getByRole('tablist').waitFor();
  return { context, page };
}

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name, exact: true }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Exportar Excel' }).waitFor();
  return panel;
}

function tableIn(panel: Locator, title: string): Locator {
  return panel.getByRole('region', { name: title, exact: true }).locator('table');
}

describe('Exportar Excel on the analysis tabs', () => {
  let page: Page;
  const fileName = 'Padaria Lusitana, Lda - 2025-12.xlsx';

  beforeAll(async () => {
    ({ page } = await openCompany());
  });

  it('Balanço: the table as on screen, amounts numeric with the euro format', async () => {
    const panel = await openTab(page, 'Balanço');
    const title = await panel.getByRole('heading', { level: 2 }).innerText();
    const { fileName: name, book } = await exportFrom(page, panel);
    expect(name).toBe(fileName);
    expect(book.SheetNames).toEqual(['Balanço']);
    const sheet = cellsOf(book, 'Balanço');
    expect(at(sheet, 0, 0)?.v).toBe(PADARIA.name);
    expect(at(sheet, 1, 0)?.v).toBe(`NIF: ${PADARIA.taxId} · Período: Dezembro 2025`);
    const numbers = await expectSameTable(tableIn(panel, title), sheet, title);
    expect(numbers).toBeGreaterThan(100);
    const total = rowOf(sheet, 'Total do ativo');
    expect(at(sheet, total, 2)).toMatchObject({ t: 'n', z: NUMBER_FORMATS.euros });
  });

  it('DRE and FSE: their detailed tables', async () => {
    for (const [tab, sheetName, title] of [
      ['DRE', 'DRE', 'Contas detalhadas da DRE'],
      ['FSE', 'FSE', 'Contas detalhadas de FSE'],
    ] as const) {
      const panel = await openTab(page, tab);
      const { fileName: name, book } = await exportFrom(page, panel);
      expect(name).toBe(fileName);
      expect(book.SheetNames).toEqual([sheetName]);
      expect(
        await expectSameTable(tableIn(panel, title), cellsOf(book, sheetName), title),
      ).toBeGreaterThan(20);
    }
  });

  it('DRE of another year: the file is named after the period shown', async () => {
    const panel = await openTab(page, 'DRE');
    await panel.getByRole('group', { name: 'Ano' }).getByRole('button', { name: '2024' }).click();
    await panel.getByRole('region', { name: 'Contas detalhadas da DRE' }).waitFor();
    const { fileName: name, book } = await exportFrom(page, panel);
    expect(name).toBe('Padaria Lusitana, Lda - 2024-12.xlsx');
    await expectSameTable(
      tableIn(panel, 'Contas detalhadas da DRE'),
      cellsOf(book, 'DRE'),
      'Contas detalhadas da DRE',
    );
    await panel.getByRole('group', { name: 'Ano' }).getByRole('button', { name: '2025' }).click();
  });

  it('Proveitos: the revenue rows and the total of income', async () => {
    const panel = await openTab(page, 'Proveitos');
    const { book } = await exportFrom(page, panel);
    const title = 'Vendas e prestações de serviços';
    const sheet = cellsOf(book, 'Proveitos');
    expect(await expectSameTable(tableIn(panel, title), sheet, title)).toBeGreaterThan(10);
    const sentence = await panel.getByTestId('revenue-sentence').innerText();
    expect(at(sheet, rowOf(sheet, title) + 1, 0)?.v).toBe(sentence);
  });

  it('Rácios: every group, percentages with the percent format', async () => {
    const panel = await openTab(page, 'Rácios');
    const { book } = await exportFrom(page, panel);
    const sheet = cellsOf(book, 'Rácios');
    const groups = await panel.locator('section h3').allInnerTexts();
    const titles = groups.filter((title) => title !== 'Análise e recomendações');
    expect(titles.length).toBeGreaterThan(1);
    let percents = 0;
    for (const title of titles) {
      await expectSameTable(tableIn(panel, title), sheet, title);
      const header = rowOf(sheet, 'Indicador', rowOf(sheet, title));
      for (let row = header + 1; at(sheet, row, 0) !== undefined; row++) {
        if (at(sheet, row, 1)?.z === NUMBER_FORMATS.percent) percents++;
      }
    }
    expect(percents).toBeGreaterThan(3);
  });

  it('Comparativo: both header rows and the changes of the periods compared', async () => {
    const panel = await openTab(page, 'Comparativo');
    const { fileName: name, book } = await exportFrom(page, panel);
    expect(name).toBe(fileName);
    const sheet = cellsOf(book, 'Comparativo');
    expect(
      await expectSameTable(tableIn(panel, 'Indicadores-chave'), sheet, 'Indicadores-chave'),
    ).toBeGreaterThan(40);
    const status = await panel.getByTestId('comparison-status').innerText();
    expect(at(sheet, rowOf(sheet, 'Indicadores-chave') + 1, 0)?.v).toBe(`Estado geral: ${status}`);
  });
});

describe('Exportar Excel of the management report', () => {
  it('one sheet per section, the same figures as the report', async () => {
    const page = await world.page({
      as: world.office.manager,
      at: `/company/${world.office.company.id}/relatorio?period=2025-12`,
    });
    const report = page.getByTestId('management-report');
    await report.waitFor();
    const { fileName: name, book } = await exportFrom(page, report);
    expect(name).toBe('Padaria Lusitana, Lda - 2025-12.xlsx');
    expect(book.SheetNames).toEqual([
      'Resumo executivo',
      'Balanço',
      'DRE',
      'FSE',
      'Rácios',
      'Comparativo',
    ]);
    const balance = report.locator('[data-report-section="balance"]');
    const title = await balance.getByRole('heading', { level: 3 }).last().innerText();
    await expectSameTable(tableIn(balance, title), cellsOf(book, 'Balanço'), title);
    const comparison = report.locator('[data-report-section="comparison"]');
    await expectSameTable(
      tableIn(comparison, 'Indicadores-chave'),
      cellsOf(book, 'Comparativo'),
      'Indicadores-chave',
    );
  });
});

describe('text that looks like a formula', () => {
  it('a company name starting with = is written as text, never as a formula', async () => {
    const risky = await world.seedOffice({
      company: { name: '=HYPERLINK("http://exemplo.pt";"x") Lda' },
    });
    await world.uploadAndConfirm(risky, 'myreport-padaria-lusitana-2025-12.xlsx');
    const page = await world.page({ as: risky.accountant, at: `/company/${risky.company.id}` });
    const panel = await openTab(page, 'Balanço');
    const { fileName: name, book } = await exportFrom(page, panel);
    // `"`, `:` and `/` are refused by file systems: removed from the name.
    expect(name).toBe('=HYPERLINK(httpexemplo.pt;x) Lda - 2025-12.xlsx');
    const first = at(cellsOf(book, 'Balanço'), 0, 0);
    expect(first).toMatchObject({ t: 's', v: '=HYPERLINK("http://exemplo.pt";"x") Lda' });
    expect(first?.f).toBeUndefined();
  });
});
