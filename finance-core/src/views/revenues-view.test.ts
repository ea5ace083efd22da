import { describe, expect, it } from 'vitest';
import {
  incomeStatementRows,
  periodData,
  sampleCompanyPeriods,
  samplePeriod,
  statement,
} from '../testing/period-data';
import { periodContext } from '../analysis/period-context';
import { buildRevenuesView, revenueSentence } from './revenues-view';

describe('revenueSentence', () => {
  it('says whether the turnover rose or fell, with 1 decimal', () => {
    expect(revenueSentence('2025-12', 0.0592)).toBe(
      'Até 12/2025 a empresa aumentou a sua faturação em 5,9%',
    );
    expect(revenueSentence('2025-06', -0.2)).toBe(
      'Até 06/2025 a empresa diminuiu a sua faturação em 20,0%',
    );
    expect(revenueSentence('2025-12', 0.0004)).toBe(
      'Até 12/2025 a empresa manteve a sua faturação',
    );
    expect(revenueSentence('2025-12', null)).toBeNull();
  });
});

describe('buildRevenuesView', () => {
  it('lists 71/72 lines with previous values and counts each euro once', () => {
    const stored = sampleCompanyPeriods('padaria-lusitana');
    const view = buildRevenuesView(periodContext(samplePeriod('padaria-lusitana-2025-12'), stored));
    expect(view.rows.map((row) => [row.code, row.kind, row.subtotal])).toEqual([
      ['711', 'sales', false],
      ['712', 'sales', false],
      ['71', 'sales', true],
      ['721', 'services', false],
      ['722', 'services', false],
      ['72', 'services', true],
    ]);
    // 1 286 756.06 + 46 059.60, not the parts again.
    expect(view.total.current).toBeCloseTo(1_332_815.66, 2);
    expect(view.total.previous).toBeCloseTo(1_258_326.65, 2);
    expect(view.total.delta).toBeCloseTo(74_489.01, 2);
    expect(view.rows[2]?.deltaPercent).toBeCloseTo(1_286_756.06 / 1_216_210.26 - 1, 10);
    expect(view.sentence).toBe('Até 12/2025 a empresa aumentou a sua faturação em 5,9%');
    expect(view.empty).toBe(false);
    expect(view.previousLabel).toBe('2024');
  });

  it('says when sales fell (TecnoServ 2025: services down)', () => {
    const stored = sampleCompanyPeriods('tecnoserv');
    const view = buildRevenuesView(periodContext(samplePeriod('tecnoserv-2025-12'), stored));
    // 388 382.38 vs 490 835.12: −20.9 %.
    expect(view.sentence).toBe('Até 12/2025 a empresa diminuiu a sua faturação em 20,9%');
  });

  it('gives the empty message without 71/72 lines', () => {
    const data = periodData('2025-12', {
      incomeStatement: statement(['2025'], [['62', 'Fornecimentos e serviços externos', -5]]),
    });
    const view = buildRevenuesView(periodContext(data, [data]));
    expect(view.empty).toBe(true);
    expect(view.emptyMessage).toBe('Sem dados de rendimentos disponíveis');
    expect(view.sentence).toBeNull();
  });

  it('has no sentence without a previous value', () => {
    const data = periodData('2025-12', {
      incomeStatement: incomeStatementRows(['2025'], { sales: [100] }),
    });
    const view = buildRevenuesView(periodContext(data, [data]));
    expect(view.total.current).toBe(100);
    expect(view.sentence).toBeNull();
  });
});

describe('buildRevenuesView: like for like (issue 7)', () => {
  it('a mid-year DRE with only the whole previous year: no sentence, and the reason', () => {
    const data = periodData('2025-06', {
      incomeStatement: incomeStatementRows(['2025_current', '2024_year'], {
        sales: [520_000, 1_000_000],
      }),
    });
    const view = buildRevenuesView(periodContext(data, [data]));
    // Not `diminuiu a sua faturação em 48,0%`.
    expect(view.sentence).toBeNull();
    expect(view.total.previous).toBeNull();
    expect(view.comparisonNote).toBe(
      'Sem comparação com o ano anterior: não há valores dos mesmos 6 meses de 2024 (até Jun/2024), e 2024 (ano completo) não é comparável.',
    );
  });

  it('the same months compare: a sentence and no note', () => {
    const data = periodData('2025-06', {
      incomeStatement: incomeStatementRows(['2025_current', '2024_period'], {
        sales: [520_000, 500_000],
      }),
    });
    const view = buildRevenuesView(periodContext(data, [data]));
    expect(view.sentence).toBe('Até 06/2025 a empresa aumentou a sua faturação em 4,0%');
    expect(view.comparisonNote).toBeNull();
  });
});
