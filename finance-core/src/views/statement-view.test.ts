import { describe, expect, it } from 'vitest';
import { incomeStatementRows, periodData, samplePeriod } from '../testing/period-data';
import { periodContext } from '../analysis/period-context';
import { buildStatementView } from './statement-view';

function view(
  name: Parameters<typeof samplePeriod>[0],
  statement: 'incomeStatement' | 'externalServices',
) {
  const data = samplePeriod(name);
  const context = periodContext(data, [data]);
  return buildStatementView(statement, data[statement], data.period, context.current);
}

describe('buildStatementView: DRE', () => {
  it('2-column mode (December): one comparison per row', () => {
    const dre = view('padaria-lusitana-2025-12', 'incomeStatement');
    expect(dre.mode).toBe(2);
    expect(dre.currentColumn?.label).toBe('2025');
    expect(dre.previousColumns.map((column) => column.label)).toEqual(['2024']);
    const sales = dre.rows.find((row) => row.code === '71');
    expect(sales?.subtotal).toBe(true);
    expect(sales?.comparisons[0]).toMatchObject({ current: 1_286_756.06, previous: 1_216_210.26 });
    // Weight over sales and services: 1 286 756.06 / 1 332 815.66.
    expect(sales?.weight).toBeCloseTo(1_286_756.06 / 1_332_815.66, 10);
  });

  it('hides noise and flags the result rows', () => {
    const dre = view('padaria-lusitana-2025-12', 'incomeStatement');
    const descriptions = dre.rows.map((row) => row.description);
    for (const hidden of [
      'Controlo',
      'Ajustamentos de arredondamento',
      'Sócio Manuel Ferreira',
      'Prestações suplementares',
    ]) {
      expect(descriptions).not.toContain(hidden);
    }
    expect(dre.hiddenCount).toBe(5);
    expect(dre.rows.filter((row) => row.total).map((row) => row.description)).toEqual([
      'Resultado antes de depreciações, gastos de financiamento e impostos',
      'Resultado operacional (antes de gastos de financiamento e impostos)',
      'Resultado antes de impostos',
      'Resultado líquido do período',
    ]);
  });

  it('3-column mode (June): against the whole previous year and the same period', () => {
    const dre = view('padaria-lusitana-2025-06', 'incomeStatement');
    expect(dre.mode).toBe(3);
    expect(dre.currentColumn?.label).toBe('Jun/2025');
    expect(dre.previousColumns.map((column) => column.label)).toEqual([
      '2024 (ano completo)',
      'Jun/2024',
    ]);
    const net = dre.rows.find((row) => row.description === 'Resultado líquido do período');
    expect(net?.comparisons[0]).toMatchObject({ current: 41_621.09, previous: 71_164.97 });
    expect(net?.comparisons[1]).toMatchObject({ current: 41_621.09, previous: 31_336.45 });
    expect(net?.comparisons[1]?.deltaPercent).toBeCloseTo(41_621.09 / 31_336.45 - 1, 10);
  });
});

describe('buildStatementView: FSE', () => {
  it('weights lines over the FSE total and flags the total row', () => {
    const fse = view('padaria-lusitana-2025-12', 'externalServices');
    const rent = fse.rows.find((row) => row.code === '6261');
    expect(rent?.weight).toBeCloseTo(45_534.12 / 173_140.31, 10);
    const total = fse.rows.find((row) => row.description.includes('(total)'));
    expect(total?.total).toBe(true);
    expect(total?.weight).toBeCloseTo(1, 10);
    expect(fse.rows.map((row) => row.description)).not.toContain('Ctrl');
    expect(fse.hiddenCount).toBe(1);
  });

  it('gives the empty texts without data', () => {
    const data = periodData('2025-12', {});
    const empty = buildStatementView(
      'externalServices',
      [],
      data.period,
      periodContext(data, [data]).current,
    );
    expect(empty.empty).toBe(true);
    expect(empty.emptyMessage).toBe('Nenhum dado detalhado disponível');
    expect(empty.currentColumn).toBeNull();
  });
});

describe('buildStatementView: like for like (issue 7)', () => {
  it('2-column mode of a mid-year DRE: the whole previous year is shown, not compared', () => {
    const data = periodData('2025-06', {
      incomeStatement: incomeStatementRows(['2025_current', '2024_year'], {
        sales: [520_000, 1_000_000],
      }),
    });
    const context = periodContext(data, [data]);
    const dre = buildStatementView(
      'incomeStatement',
      data.incomeStatement,
      data.period,
      context.current,
    );
    expect(dre.mode).toBe(2);
    expect(dre.previousColumns).toEqual([
      { key: '2024_year', label: '2024 (ano completo)', comparable: false, samePeriod: false },
    ]);
    const sales = dre.rows.find((row) => row.code === '71');
    // Not a 48 % fall: the previous value, no Δ.
    expect(sales?.comparisons[0]).toEqual({
      current: 520_000,
      previous: 1_000_000,
      delta: null,
      deltaPercent: null,
      trend: null,
      tone: null,
    });
    expect(dre.comparisonNote).toContain('não é comparável');
  });

  it('2-column mode of a December DRE compares', () => {
    const dre = view('padaria-lusitana-2025-12', 'incomeStatement');
    expect(dre.previousColumns[0]?.comparable).toBe(true);
    expect(dre.rows.find((row) => row.code === '71')?.comparisons[0]?.delta).not.toBeNull();
    expect(dre.comparisonNote).toBeNull();
  });

  it('a cost that rose reads up, with a positive Δ, and unfavourable (as the Resumo reads it)', () => {
    const dre = view('padaria-lusitana-2025-12', 'incomeStatement');
    // 62 FSE: −167 201,79 € (2024) → −173 140,31 € (2025), 3,6 % more.
    const fse = dre.rows.find((row) => row.code === '62');
    expect(fse?.nature).toBe('cost');
    expect(fse?.current).toBeCloseTo(-173_140.31, 2);
    expect(fse?.comparisons[0]).toMatchObject({ trend: 'up', tone: 'unfavourable' });
    expect(fse?.comparisons[0]?.delta).toBeCloseTo(173_140.31 - 167_201.79, 2);
    expect(fse?.comparisons[0]?.deltaPercent).toBeCloseTo(
      (173_140.31 - 167_201.79) / 167_201.79,
      6,
    );
    // Financing costs fell: down and favourable; sales rose: up and favourable.
    expect(dre.rows.find((row) => row.code === '69')?.comparisons[0]).toMatchObject({
      trend: 'down',
      tone: 'favourable',
    });
    expect(dre.rows.find((row) => row.code === '71')?.comparisons[0]).toMatchObject({
      trend: 'up',
      tone: 'favourable',
    });
    const net = dre.rows.find((row) => row.description === 'Resultado líquido do período');
    expect(net?.nature).toBe('result');
    expect(net?.comparisons[0]?.tone).toBe('favourable');
    // Every FSE line is a cost.
    const fseView = view('padaria-lusitana-2025-12', 'externalServices');
    expect(fseView.rows.every((row) => row.header || row.nature === 'cost')).toBe(true);
  });
});
