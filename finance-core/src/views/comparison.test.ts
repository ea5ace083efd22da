import { describe, expect, it } from 'vitest';
import {
  incomeStatementRows,
  periodData,
  sampleCompanyPeriods,
  samplePeriod,
} from '../testing/period-data';
import { comparePeriods } from './comparison';
import {
  COMPARISON_LIMITS,
  canCompare,
  toggleComparisonPeriod,
} from '../analysis/comparison-selection';

describe('comparison selection (2 to 4 periods)', () => {
  it('adds newest first and refuses a fifth period with the toast texts', () => {
    let selection = toggleComparisonPeriod([], '2024-12');
    selection = toggleComparisonPeriod(selection.selected, '2025-12');
    expect(selection.selected).toEqual(['2025-12', '2024-12']);
    selection = toggleComparisonPeriod(selection.selected, '2023-12');
    selection = toggleComparisonPeriod(selection.selected, '2022-12');
    expect(selection.selected).toHaveLength(COMPARISON_LIMITS.max);
    const refused = toggleComparisonPeriod(selection.selected, '2021-12');
    expect(refused.selected).toEqual(selection.selected);
    expect(refused.refusal).toEqual({
      title: 'Limite atingido',
      description: 'Pode selecionar no máximo 4 períodos para comparação',
    });
  });

  it('removes a period on a second click', () => {
    expect(toggleComparisonPeriod(['2025-12', '2024-12'], '2025-12')).toEqual({
      selected: ['2024-12'],
      refusal: null,
    });
  });

  it('compares 2 to 4 periods only', () => {
    expect(canCompare(['2025-12'])).toBe(false);
    expect(canCompare(['2025-12', '2024-12'])).toBe(true);
    expect(canCompare(['1', '2', '3', '4'])).toBe(true);
    expect(canCompare(['1', '2', '3', '4', '5'])).toBe(false);
  });
});

describe('comparePeriods', () => {
  it('asks for at least 2 periods', () => {
    expect(comparePeriods([samplePeriod('padaria-lusitana-2025-12')])).toEqual({
      ready: false,
      message: 'Selecione pelo menos 2 períodos para ver a comparação',
    });
  });

  it('compares TecnoServ 2025 with 2024, newest first, with deltas and insights', () => {
    const comparison = comparePeriods(sampleCompanyPeriods('tecnoserv'));
    if (!comparison.ready) throw new Error('not ready');
    expect(comparison.periods.map((item) => item.label)).toEqual([
      'dezembro de 2025',
      'dezembro de 2024',
    ]);
    const sales = comparison.indicators.find((item) => item.id === 'turnover');
    expect(sales?.values).toEqual([388_382.38, 490_835.12]);
    expect(sales?.deltas[0]?.delta).toBeCloseTo(-102_452.74, 2);
    expect(sales?.deltas[0]?.deltaPercent).toBeCloseTo(388_382.38 / 490_835.12 - 1, 10);
    const autonomy = comparison.indicators.find((item) => item.id === 'financialAutonomy');
    expect(autonomy?.unit).toBe('percent');
    // Sales −20.9 % (critical), net result 44 644.79 → −24 052.19 (critical).
    const ids = comparison.insights.map((item) => item.id);
    expect(ids).toContain('comparison.salesDecline');
    expect(ids).toContain('comparison.netResultNegative');
    expect(comparison.insights[0]?.priority).toBe('high');
    expect(comparison.summary[0]).toBe(
      `Comparação entre dezembro de 2024 e dezembro de 2025: ${comparison.statusLabel}.`,
    );
    expect(comparison.summary[1]).toBe(
      'As vendas desceram 20,9% (490\u00a0835\u00a0€ → 388\u00a0382\u00a0€).',
    );
    expect(comparison.mixedLengthsNote).toBeNull();
  });

  it('keeps the newest 4 and notes periods of different lengths', () => {
    const make = (period: string, sales: number) =>
      periodData(period, { incomeStatement: incomeStatementRows(['x'], { sales: [sales] }) });
    const comparison = comparePeriods([
      make('2022-12', 1),
      make('2025-06', 4),
      make('2023-12', 2),
      make('2024-12', 3),
      make('2021-12', 0),
    ]);
    if (!comparison.ready) throw new Error('not ready');
    expect(comparison.periods.map((item) => item.period)).toEqual([
      '2025-06',
      '2024-12',
      '2023-12',
      '2022-12',
    ]);
    expect(comparison.indicators[0]?.deltas).toHaveLength(3);
    expect(comparison.mixedLengthsNote).not.toBeNull();
  });

  it('marks a period whose DRE is a simulation', () => {
    const comparison = comparePeriods([
      samplePeriod('padaria-lusitana-2026-03'),
      samplePeriod('padaria-lusitana-2025-12'),
    ]);
    if (!comparison.ready) throw new Error('not ready');
    expect(comparison.periods.map((item) => [item.period, item.mark])).toEqual([
      ['2026-03', 'Simulação'],
      ['2025-12', null],
    ]);
  });

  it('between periods of different lengths: Δ of accumulated amounts not comparable (issue 7)', () => {
    const jun2025 = samplePeriod('padaria-lusitana-2025-06');
    const dec2024 = samplePeriod('padaria-lusitana-2024-12');
    const comparison = comparePeriods([jun2025, dec2024]);
    if (!comparison.ready) throw new Error('not ready');
    const delta = (id: string) => comparison.indicators.find((item) => item.id === id)?.deltas[0];
    // Half a year of sales against a whole year: no −50 % shown.
    expect(delta('turnover')).toEqual({
      delta: null,
      deltaPercent: null,
      comparable: false,
      trend: null,
      tone: null,
    });
    expect(delta('netResult')?.comparable).toBe(false);
    expect(delta('assetReturn')?.comparable).toBe(false);
    // Margins, day ratios and stocks still compare.
    for (const id of ['grossMargin', 'netMargin', 'receiptDays', 'paymentDays', 'totalAssets']) {
      expect(delta(id)?.comparable).toBe(true);
      expect(delta(id)?.delta).not.toBeNull();
    }
    const ids = comparison.insights.map((item) => item.id);
    for (const id of [
      'comparison.salesGrowth',
      'comparison.salesDecline',
      'comparison.fseGrowth',
      'comparison.personnelGrowth',
      'comparison.netResultGrowth',
    ]) {
      expect(ids).not.toContain(id);
    }
    expect(comparison.summary).toHaveLength(1);
    expect(comparison.mixedLengthsNote).toContain('não são comparáveis');
  });

  it('never reads positive while a critical stands: TecnoServ 2025 (issue 7)', () => {
    const comparison = comparePeriods(sampleCompanyPeriods('tecnoserv'));
    if (!comparison.ready) throw new Error('not ready');
    expect(comparison.insights.some((item) => item.type === 'critical')).toBe(true);
    expect(comparison.status).not.toBe('positive');
  });

  it('every indicator carries its formula and the inputs of each period (issue 7)', () => {
    const comparison = comparePeriods(sampleCompanyPeriods('tecnoserv'));
    if (!comparison.ready) throw new Error('not ready');
    for (const indicator of comparison.indicators) {
      expect(indicator.explanation.formula).not.toBe('');
      expect(indicator.explanations).toHaveLength(comparison.periods.length);
    }
    const margin = comparison.indicators.find((item) => item.id === 'netMargin');
    expect(margin?.explanation.formula).toBe('Resultado líquido ÷ Vendas e serviços prestados');
    expect(margin?.explanations[1]?.inputs[1]?.value).toBe(490_835.12);
  });
});
