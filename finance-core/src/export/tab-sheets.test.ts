import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { SIMULATION_MARK } from '../analysis/period-source';
import { sampleCompanyPeriods } from '../testing/period-data';
import { analyzePeriod } from '../views/analyze-period';
import { comparePeriods } from '../views/comparison';
import type { PeriodComparison } from '../views/comparison';
import type { ExportCell, ExportSheet } from './export-table';
import {
  balanceSheet,
  comparisonSheet,
  incomeStatementSheet,
  ratiosSheet,
  reportSheets,
  revenuesSheet,
} from './tab-sheets';
import { exportWorkbook } from './export-request';
import { writeWorkbook } from './write-workbook';

const padaria = sampleCompanyPeriods('padaria-lusitana');
const tecnoserv = sampleCompanyPeriods('tecnoserv');
const owner = { companyName: 'Padaria Lusitana, Lda', taxId: '509442013', period: '2025-12' };

function analysisOf(periods: typeof padaria, period: string) {
  const data = periods.find((item) => item.period === period);
  if (!data) throw new Error(`no ${period}`);
  return analyzePeriod(data, periods);
}

function numbers(cells: readonly ExportCell[]): (number | string | null)[] {
  return cells.map((cell) => {
    if (cell === null) return null;
    return cell.type === 'text' ? cell.text : cell.value;
  });
}

function onlyTable(sheet: ExportSheet) {
  const [table] = sheet.tables;
  if (!table) throw new Error('no table');
  return table;
}

function ready(comparison: ReturnType<typeof comparePeriods>): PeriodComparison {
  if (!comparison.ready) throw new Error('not ready');
  return comparison;
}

describe('tab sheets: the tables of the screens with their figures as numbers', () => {
  const december = analysisOf(padaria, '2025-12');

  it('Balanço: the screen headers, one row per view row, the exact amounts', () => {
    const sheet = balanceSheet(owner, december.balance);
    expect(sheet.name).toBe('Balanço');
    expect(sheet.lines).toEqual([
      'Padaria Lusitana, Lda',
      'NIF: 509442013 · Período: Dezembro 2025',
      december.balance.title,
    ]);
    const table = onlyTable(sheet);
    expect(table.header[0]?.map((cell) => cell.text)).toEqual([
      'Conta',
      '% Peso',
      december.balance.currentLabel,
      december.balance.previousLabel,
      'AH',
      'Δ Valor',
      'Δ%',
    ]);
    expect(table.rows).toHaveLength(december.balance.rows.length);
    december.balance.rows.forEach((row, index) => {
      const cells = numbers(table.rows[index] ?? []);
      if (row.header) {
        expect(cells).toEqual([row.description]);
        return;
      }
      expect(cells[0]).toBe(row.code ? `${row.code} ${row.description}` : row.description);
      expect(cells[2]).toBe(row.current);
      expect(cells[3]).toBe(row.previous);
      expect(cells[5]).toBe(row.delta);
      expect(cells[6]).toBe(row.deltaPercent);
      expect(cells[1]).toBe(row.weightPercent === null ? null : row.weightPercent / 100);
    });
    // Amounts are numbers with the euro format, never text.
    const total = table.rows.find((cells) => numbers(cells)[0] === 'Total do ativo');
    expect(total?.[2]).toMatchObject({ type: 'number', kind: 'euros' });
  });

  it('DRE: 2 or 3 column mode as the screen, with the non-comparable changes left out', () => {
    for (const analysis of [december, analysisOf(padaria, '2025-06')]) {
      const view = analysis.incomeStatement;
      const table = onlyTable(incomeStatementSheet(owner, view));
      const labels = table.header.at(-1)?.map((cell) => cell.text);
      expect(labels?.slice(0, 3)).toEqual(['Descrição', '% Peso', view.currentColumn?.label]);
      expect(table.header).toHaveLength(view.mode === 3 ? 2 : 1);
      expect(table.rows).toHaveLength(view.rows.length);
      const first = view.rows.find((row) => !row.header);
      const cells = numbers(table.rows[view.rows.indexOf(first ?? view.rows[0]!)] ?? []);
      expect(cells[2]).toBe(first?.current);
      expect(cells[3]).toBe(first?.comparisons[0]?.previous);
    }
  });

  it('Proveitos: the rows and the total of income', () => {
    const view = december.revenues;
    const table = onlyTable(revenuesSheet(owner, view));
    expect(table.notes).toContain(view.sentence);
    expect(table.rows).toHaveLength(view.rows.length + 1);
    // One account column, as on screen: code and description.
    const first = view.rows[0];
    expect(table.header[0]?.map((cell) => cell.text).slice(0, 2)).toEqual(['Conta', '% Peso']);
    expect(numbers(table.rows[0] ?? [])[0]).toBe(`${first?.code} ${first?.description}`);
    expect(numbers(table.rows.at(-1) ?? [])).toEqual([
      'Total de rendimentos',
      null,
      view.total.current,
      view.total.previous,
      view.total.trend === 'up' ? 'A subir' : view.total.trend === 'down' ? 'A descer' : 'Estável',
      view.total.delta,
      view.total.deltaPercent,
    ]);
  });

  it('Rácios: one table per group, percentages as fractions, changes in points', () => {
    const sheet = ratiosSheet(owner, december.ratioTable, december.insights.ratios);
    expect(sheet.tables.map((table) => table.title)).toEqual(
      december.ratioTable.groups.map((group) => group.label),
    );
    const group = december.ratioTable.groups[0];
    const row = group?.rows.find((item) => item.unit === 'percent' && item.variation !== null);
    expect(row).toBeDefined();
    const cells = sheet.tables[0]?.rows[group?.rows.indexOf(row!) ?? 0] ?? [];
    expect(cells[1]).toEqual({ type: 'number', value: row?.current, kind: 'percent' });
    expect(cells[3]).toMatchObject({ type: 'number', kind: 'points' });
    expect((cells[3] as { value: number }).value).toBeCloseTo((row?.variation ?? 0) * 100, 10);
    expect(numbers(cells)[5]).toBe(row?.statusLabel);
    expect(sheet.footer?.[0]).toBe(
      december.insights.ratios.length > 0 ? 'Análise e recomendações' : undefined,
    );
  });

  it('Comparativo: the two header rows, values newest first, n.c. between unlike periods', () => {
    const comparison = ready(comparePeriods(padaria.filter((item) => item.period !== '2026-03')));
    const table = onlyTable(comparisonSheet(owner, comparison));
    expect(table.header[0]?.map((cell) => cell.text)).toEqual([
      'Indicador',
      'dezembro de 2025',
      'vs junho de 2025',
      'junho de 2025',
      'vs dezembro de 2024',
      'dezembro de 2024',
    ]);
    const sales = table.rows.find((cells) => numbers(cells)[0] === 'Vendas') ?? [];
    const indicator = comparison.indicators.find((item) => item.id === 'turnover');
    // Sales of a whole year beside a half year: not comparable (n.c.).
    expect(numbers(sales)).toEqual([
      'Vendas',
      indicator?.values[0],
      'n.c.',
      'n.c.',
      indicator?.values[1],
      'n.c.',
      'n.c.',
      indicator?.values[2],
    ]);
    expect(table.notes?.[0]).toBe(`Estado geral: ${comparison.statusLabel}`);
  });

  it('Comparativo: a period whose DRE is a simulation is named so in the headers', () => {
    const periods = padaria.filter((item) => ['2026-03', '2025-12'].includes(item.period));
    const table = onlyTable(comparisonSheet(owner, ready(comparePeriods(periods))));
    expect(table.header[0]?.map((cell) => cell.text)).toEqual([
      'Indicador',
      `março de 2026 (${SIMULATION_MARK})`,
      'vs dezembro de 2025',
      'dezembro de 2025',
    ]);
  });

  it('the report: one sheet per section, the Comparativo only when given', () => {
    const comparison = ready(comparePeriods(tecnoserv));
    const analysis = analysisOf(tecnoserv, '2025-12');
    const book = XLSX.read(writeWorkbook(reportSheets(owner, analysis, comparison)));
    expect(book.SheetNames).toEqual([
      'Resumo executivo',
      'Balanço',
      'DRE',
      'FSE',
      'Rácios',
      'Comparativo',
    ]);
    expect(reportSheets(owner, analysis, null).map((sheet) => sheet.name)).not.toContain(
      'Comparativo',
    );
  });

  it('a request names its workbook and gives the sheets of its kind', () => {
    const analysis = analysisOf(tecnoserv, '2025-12');
    const exported = exportWorkbook({ kind: 'balance', owner, view: analysis.balance });
    expect(exported.fileName).toBe('Padaria Lusitana, Lda - 2025-12.xlsx');
    expect(XLSX.read(exported.bytes).SheetNames).toEqual(['Balanço']);
    const report = exportWorkbook({ kind: 'report', owner, analysis, comparison: null });
    expect(XLSX.read(report.bytes).SheetNames).toHaveLength(5);
  });
});
