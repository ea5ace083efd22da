import { describe, expect, it } from 'vitest';
import {
  incomeStatementRows,
  periodData,
  sampleCompanyPeriods,
  samplePeriod,
} from '../testing/period-data';
import { buildExecutiveSummary } from './executive-summary';
import { buildStatementView } from './statement-view';
import { periodContext } from '../analysis/period-context';

describe('buildExecutiveSummary on Padaria Lusitana 2025-12', () => {
  const stored = sampleCompanyPeriods('padaria-lusitana');
  const summary = buildExecutiveSummary(
    periodContext(samplePeriod('padaria-lusitana-2025-12'), stored),
  );
  const table = (id: string) => summary.tables.find((item) => item.id === id);

  it('has the six tiles with previous values', () => {
    expect(summary.tiles.map((tile) => tile.label)).toEqual([
      'Resultado líquido',
      'Rendimentos',
      "FSE's",
      'Gastos c/ pessoal',
      'Gastos financeiros',
      'IRC',
    ]);
    const personnel = summary.tiles[3]?.comparison;
    expect(personnel?.current).toBeCloseTo(499_839.75, 2);
    expect(personnel?.previous).toBeCloseTo(477_041.22, 2);
    expect(personnel?.deltaPercent).toBeCloseTo(499_839.75 / 477_041.22 - 1, 10);
    expect(summary.currentLabel).toBe('2025');
    expect(summary.previousLabel).toBe('2024');
  });

  it('computes the summary EBITDA: sales − CMVMC − FSE − |personnel|', () => {
    // 1 332 815.66 − 489 283.63 − 173 140.31 − 499 839.75 = 170 551.97.
    expect(summary.ebitda.current).toBeCloseTo(170_551.97, 2);
    expect(summary.chart.find((bar) => bar.id === 'ebitda')?.current).toBeCloseTo(170_551.97, 2);
  });

  it('names the summary EBITDA by its formula, as its explanation gives it', () => {
    const bar = summary.chart.find((item) => item.id === 'ebitda');
    expect(bar?.label).toBe('EBITDA (vendas − CMVMC − FSE − pessoal)');
    expect(summary.ebitdaLabel).toBe(bar?.label);
    expect(summary.ebitdaExplanation.formula).toBe(
      'Vendas e serviços prestados − CMVMC − FSE − Gastos com o pessoal',
    );
  });

  it('reads a cost change as the DRE table does: one rule (issue 16)', () => {
    const dre = buildStatementView(
      'incomeStatement',
      samplePeriod('padaria-lusitana-2025-12').incomeStatement,
      '2025-12',
      periodContext(samplePeriod('padaria-lusitana-2025-12'), stored).current,
    );
    const cmvmcLine = dre.rows.find((row) => row.code === '61')?.comparisons[0];
    const cmvmcTotal = table('cmvmc')?.total;
    expect(cmvmcTotal?.trend).toBe('up');
    expect(cmvmcLine?.trend).toBe(cmvmcTotal?.trend);
    expect(cmvmcLine?.tone).toBe('unfavourable');
    expect(cmvmcTotal?.tone).toBe('unfavourable');
    expect(cmvmcLine?.deltaPercent).toBeCloseTo(cmvmcTotal?.deltaPercent ?? Number.NaN, 10);
    expect(summary.tiles.find((tile) => tile.id === 'personnel')?.comparison.tone).toBe(
      'unfavourable',
    );
    expect(table('income')?.total.tone).toBe('favourable');
  });

  it('details income lines without double counting, weights over total income', () => {
    const income = table('income');
    expect(income?.rows.map((row) => row.code)).toEqual([
      '711',
      '712',
      '721',
      '722',
      '75',
      '78',
      '79',
    ]);
    expect(income?.total.current).toBeCloseTo(1_341_905.65, 2);
    expect(income?.total.weight).toBeCloseTo(1, 12);
    expect(income?.rows[0]?.weight).toBeCloseTo(318_204.97 / 1_341_905.65, 12);
  });

  it('shows costs as positive amounts with their deltas', () => {
    const personnel = table('personnel');
    expect(personnel?.rows.map((row) => row.code)).toEqual(['631', '632', '635']);
    expect(personnel?.rows[1]).toMatchObject({ current: 352_903.84, previous: 336_158.27 });
    expect(personnel?.rows[1]?.delta).toBeCloseTo(16_745.57, 2);
    expect(personnel?.emptyMessage).toBeNull();
    expect(table('cmvmc')?.total.current).toBeCloseTo(489_283.63, 2);
    expect(table('fse')?.rows).toHaveLength(18);
    expect(table('fse')?.total.current).toBeCloseTo(173_140.31, 2);
    const financial = table('financial');
    expect(financial?.title).toBe('Gastos Financeiros + IRC');
    expect(financial?.rows.map((row) => row.code)).toEqual(['69', '8121']);
    expect(financial?.total.current).toBeCloseTo(10_368.29 + 24_402.78, 2);
  });
});

describe('buildExecutiveSummary edge cases', () => {
  it('says so when there are no personnel costs, and estimates IRC in its table', () => {
    const keys = ['2025', '2024'];
    const data = periodData('2025-12', {
      incomeStatement: incomeStatementRows(keys, {
        services: [100_000, 80_000],
        fse: [40_000, 30_000],
        financialCosts: [1_000, 1_000],
      }),
    });
    const summary = buildExecutiveSummary(periodContext(data, [data]));
    const personnel = summary.tables.find((item) => item.id === 'personnel');
    expect(personnel?.emptyMessage).toBe(
      'Não foram encontrados gastos com pessoal nos dados carregados',
    );
    const financial = summary.tables.find((item) => item.id === 'financial');
    const estimate = financial?.rows.find((row) => row.estimated);
    // Net result 59 000 (no tax line): 17 % = 10 030; the previous year 49 000 → 8 330.
    expect(estimate?.description).toBe('Estimativa de IRC*');
    expect(estimate?.current).toBeCloseTo(10_030, 6);
    expect(estimate?.previous).toBeCloseTo(8_330, 6);
    expect(summary.tiles.find((tile) => tile.id === 'irc')?.label).toBe('Estimativa de IRC*');
    expect(summary.previousLabel).toBe('2024');
  });
});

describe('buildExecutiveSummary: like for like (issue 7)', () => {
  it('a mid-year DRE with only the whole previous year: no previous values, and why', () => {
    const data = periodData('2025-06', {
      incomeStatement: incomeStatementRows(['2025_current', '2024_year'], {
        sales: [520_000, 1_000_000],
        personnel: [100_000, 210_000],
      }),
    });
    const summary = buildExecutiveSummary(periodContext(data, [data]));
    expect(summary.previousLabel).toBeNull();
    expect(summary.tiles.every((tile) => tile.comparison.previous === null)).toBe(true);
    expect(summary.chart.every((bar) => bar.previous === null)).toBe(true);
    expect(summary.comparisonNote).toContain('não é comparável');
  });

  it('compared periods carry no note', () => {
    const data = samplePeriod('padaria-lusitana-2025-12');
    expect(buildExecutiveSummary(periodContext(data, [data])).comparisonNote).toBeNull();
  });
});

describe('buildExecutiveSummary: IRC credit (issue 7)', () => {
  it('a tax credit reads negative in the Gastos Financeiros + IRC table, a charge positive', () => {
    const keys = ['2025', '2024'];
    const data = periodData('2025-12', {
      incomeStatement: incomeStatementRows(keys, {
        sales: [10_000, 10_000],
        cmvmc: [15_000, 5_000],
        financialCosts: [1_000, 1_000],
        irc: [-2_000, 1_000],
      }),
    });
    const summary = buildExecutiveSummary(periodContext(data, [data]));
    const financial = summary.tables.find((item) => item.id === 'financial');
    const tax = financial?.rows.find((row) => row.code === '8121');
    expect([tax?.current, tax?.previous]).toEqual([-2_000, 1_000]);
    expect(financial?.total.current).toBe(-1_000);
    expect(summary.tiles.find((tile) => tile.id === 'irc')?.comparison.current).toBe(-2_000);
  });
});

describe('buildExecutiveSummary: formula transparency (issue 7)', () => {
  it('every tile and the EBITDA carry their formula and inputs', () => {
    const data = samplePeriod('padaria-lusitana-2025-12');
    const summary = buildExecutiveSummary(periodContext(data, [data]));
    for (const tile of summary.tiles) {
      expect(tile.explanation.formula).not.toBe('');
      expect(tile.explanation.inputs.length).toBeGreaterThan(0);
    }
    expect(summary.ebitdaExplanation.formula).toBe(
      'Vendas e serviços prestados − CMVMC − FSE − Gastos com o pessoal',
    );
    expect(summary.ebitdaExplanation.inputs[0]?.value).toBeCloseTo(1_332_815.66, 6);
    expect(summary.ebitdaExplanation.inputs.slice(1).map((input) => input.value)).toEqual([
      summary.chart.find((bar) => bar.id === 'cmvmc')?.current,
      summary.chart.find((bar) => bar.id === 'fse')?.current,
      summary.chart.find((bar) => bar.id === 'personnel')?.current,
    ]);
  });
});
