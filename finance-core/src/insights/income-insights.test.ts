import { describe, expect, it } from 'vitest';
import type { KeyFigures } from '../analysis/figures';
import { keyFigures } from '../testing/period-data';
import { incomeInsights } from './income-insights';

// Net margin 10 %, EBITDA margin 20 %: no margin reading fires.
const base = { turnover: 100_000, personnel: 20_000, netResult: 10_000, ebitda: 20_000 };

function ids(current: Partial<KeyFigures>, previous: Partial<KeyFigures> = {}): string[] {
  return incomeInsights(
    keyFigures({ ...base, ...current }),
    keyFigures({ ...base, ...previous }),
    '2024',
  ).map((insight) => insight.id);
}

describe('incomeInsights', () => {
  it('nothing when nothing moves', () => {
    expect(ids({})).toEqual([]);
  });

  it('sales growth: +15 % exactly is nothing, +15.01 % success', () => {
    expect(ids({ turnover: 115_000 })).not.toContain('income.salesGrowth');
    expect(ids({ turnover: 115_010 })).toContain('income.salesGrowth');
  });

  it('sales decline: −10 % exactly is nothing, −10.01 % critical', () => {
    expect(ids({ turnover: 90_000 })).not.toContain('income.salesDecline');
    expect(ids({ turnover: 89_990 })).toContain('income.salesDecline');
  });

  it('personnel +15 % exactly is nothing, +15.01 % warns while sales grow 9 %', () => {
    expect(ids({ personnel: 23_000, turnover: 109_000 })).not.toContain('income.personnelGrowth');
    expect(ids({ personnel: 23_002, turnover: 109_000 })).toContain('income.personnelGrowth');
  });

  it('sales +10 % exactly is nothing, +9.99 % warns while personnel grows 20 %', () => {
    expect(ids({ personnel: 24_000, turnover: 110_000 })).not.toContain('income.personnelGrowth');
    expect(ids({ personnel: 24_000, turnover: 109_990 })).toContain('income.personnelGrowth');
  });

  it('net margin: negative critical, zero nothing, under 5 % warning, 5 % nothing', () => {
    expect(ids({ netResult: -1 })).toContain('income.netMarginNegative');
    expect(ids({ netResult: 0 })).not.toContain('income.netMarginNegative');
    expect(ids({ netResult: 0 })).not.toContain('income.netMarginLow');
    expect(ids({ netResult: 4_999 })).toContain('income.netMarginLow');
    expect(ids({ netResult: 5_000 })).not.toContain('income.netMarginLow');
  });

  it('net margin: 15 % exactly is nothing, 15.01 % success', () => {
    expect(ids({ netResult: 15_000 })).not.toContain('income.netMarginHigh');
    expect(ids({ netResult: 15_010 })).toContain('income.netMarginHigh');
  });

  it('EBITDA margin: positive under 10 % info; 10 %, zero and negative nothing', () => {
    expect(ids({ ebitda: 9_999 })).toContain('income.ebitdaMarginLow');
    expect(ids({ ebitda: 10_000 })).not.toContain('income.ebitdaMarginLow');
    expect(ids({ ebitda: 0 })).not.toContain('income.ebitdaMarginLow');
    expect(ids({ ebitda: -1 })).not.toContain('income.ebitdaMarginLow');
  });

  it('without a previous year only the margins speak', () => {
    const insights = incomeInsights(keyFigures({ ...base, netResult: -100 }), null, null);
    expect(insights.map((item) => item.id)).toEqual(['income.netMarginNegative']);
    expect(insights[0]?.message).toContain('-0,10%');
  });
});
