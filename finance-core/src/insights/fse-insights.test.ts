import { describe, expect, it } from 'vitest';
import { periodContext } from '../analysis/period-context';
import type { StatementRow } from '../testing/period-data';
import { fseRows, incomeStatementRows, periodData } from '../testing/period-data';
import { fseInsights } from './fse-insights';
import type { Insight } from './insight';

const KEYS = ['2025', '2024'];

/**
 * FSE insights of a December period whose FSE sheet has the given lines (current, previous)
 * and whose sales are `turnover` (the same both years unless given).
 */
function run(lines: StatementRow[], turnover: [number, number] = [100_000, 100_000]): Insight[] {
  const data = periodData('2025-12', {
    incomeStatement: incomeStatementRows(KEYS, { sales: turnover }),
    externalServices: fseRows(KEYS, lines),
  });
  const context = periodContext(data, [data]);
  return fseInsights(context.pairs.externalServices, context.current, context.previous, '2024');
}

function ids(lines: StatementRow[], turnover?: [number, number]): string[] {
  return run(lines, turnover).map((insight) => insight.id);
}

// Four even lines (25 % each): no concentration, no advertising.
function even(current: number, previous: number): StatementRow[] {
  return [
    ['6221', 'Trabalhos especializados', current / 4, previous / 4],
    ['6241', 'Eletricidade', current / 4, previous / 4],
    ['6261', 'Rendas e alugueres', current / 4, previous / 4],
    ['6263', 'Seguros', current / 4, previous / 4],
  ];
}

describe('fseInsights: change of the FSE total', () => {
  it('+20 % exactly is nothing, +20.01 % critical', () => {
    expect(ids(even(12_000, 10_000))).toEqual([]);
    const insights = run(even(12_004, 10_000));
    expect(insights.map((item) => [item.id, item.type])).toEqual([['fse.growth', 'critical']]);
    // The verb says the direction, the number its size (no `cresceram +20,0%`).
    expect(insights[0]?.message).toContain('cresceram 20,0%');
  });

  it('−15 % exactly is nothing, −15.01 % success', () => {
    expect(ids(even(8_500, 10_000))).toEqual([]);
    expect(ids(even(8_496, 10_000))).toEqual(['fse.decline']);
  });

  it('within ±5 % (inclusive) is stable; beyond it is not', () => {
    expect(ids(even(10_500, 10_000))).toEqual(['fse.stable']);
    expect(ids(even(9_500, 10_000))).toEqual(['fse.stable']);
    expect(ids(even(10_504, 10_000))).toEqual([]);
    expect(ids(even(9_496, 10_000))).toEqual([]);
  });
});

describe('fseInsights: weight and concentration', () => {
  it('FSE at 25 % of sales is nothing, above it a warning', () => {
    // +13.6 % on 22 000: no reading of the change itself.
    expect(ids(even(25_000, 22_000))).toEqual([]);
    expect(ids(even(25_004, 22_000))).toEqual(['fse.shareOfSales']);
  });

  it('one line at 30 % of the FSE is nothing, above it a warning', () => {
    const lines = (main: number, second: number): StatementRow[] => [
      ['6221', 'Trabalhos especializados', main, main],
      ['6241', 'Eletricidade', second, second],
      ['6261', 'Rendas e alugueres', 2_000, 2_000],
      ['6263', 'Seguros', 2_000, 2_000],
    ];
    // The same lines both years: the total is stable.
    expect(ids(lines(3_000, 3_000))).toEqual(['fse.stable']);
    expect(ids(lines(3_001, 2_999))).toEqual(['fse.concentration', 'fse.stable']);
    const warning = run(lines(3_001, 2_999)).find((item) => item.id === 'fse.concentration');
    expect(warning?.message).toBe(
      "Trabalhos especializados representa 30,01% do total de FSE's (3\u00a0001\u00a0€).",
    );
  });

  it('the main line growing 50 % is nothing, more is a warning', () => {
    const lines = (main: number): StatementRow[] => [
      ['6261', 'Rendas e alugueres', main, 2_000],
      ['6241', 'Eletricidade', 2_000, 2_100],
      ['6263', 'Seguros', 2_000, 2_100],
    ];
    // Totals 7 000 vs 6 200 (+12.9 %): no total reading; the main line is 42.9 % (concentration).
    expect(ids(lines(3_000))).toEqual(['fse.concentration']);
    expect(ids(lines(3_001))).toEqual(['fse.concentration', 'fse.mainGrowth']);
  });

  it('advertising at 5 % of sales is info only above it', () => {
    const lines = (advertising: number): StatementRow[] => [
      ['6222', 'Publicidade e propaganda', advertising, advertising],
      ['6221', 'Trabalhos especializados', 5_000, 5_000],
      ['6241', 'Eletricidade', 5_000, 5_000],
      ['6261', 'Rendas e alugueres', 5_000, 5_000],
    ];
    expect(ids(lines(5_000))).toEqual(['fse.stable']);
    expect(ids(lines(5_001))).toEqual(['fse.stable', 'fse.advertising']);
  });
});
