import { describe, expect, it } from 'vitest';
import { MAX_RATIO_INSIGHTS, ratioInsights } from './ratio-insights';
import type { RatioInsightInputs } from './ratio-insights';

// Values that trigger nothing: 3 % return, 40 % autonomy, 120 % liquidity, 40 % margin, 60 days.
const quiet: RatioInsightInputs = {
  assetReturn: 0.03,
  financialAutonomy: 0.4,
  generalLiquidity: 1.2,
  grossMargin: 0.4,
  paymentDays: 60,
};

function ids(inputs: Partial<RatioInsightInputs>): string[] {
  return ratioInsights({ ...quiet, ...inputs }).map((insight) => insight.id);
}

describe('ratioInsights', () => {
  it('nothing in the quiet zone', () => {
    expect(ids({})).toEqual([]);
  });

  it('asset return: 2 % is nothing, 1.99 % warning; 5 % nothing, 5.01 % success', () => {
    expect(ids({ assetReturn: 0.02 })).toEqual([]);
    expect(ids({ assetReturn: 0.0199 })).toEqual(['ratios.assetReturnLow']);
    expect(ids({ assetReturn: 0.05 })).toEqual([]);
    expect(ids({ assetReturn: 0.0501 })).toEqual(['ratios.assetReturnGood']);
  });

  it('autonomy: 30 % nothing, 29.99 % danger; 50 % nothing, 50.01 % success', () => {
    expect(ids({ financialAutonomy: 0.3 })).toEqual([]);
    const danger = ratioInsights({ ...quiet, financialAutonomy: 0.2999 });
    expect(danger.map((item) => [item.id, item.type, item.priority])).toEqual([
      ['ratios.autonomyLow', 'danger', 'high'],
    ]);
    expect(danger[0]?.message).toBe('A autonomia financeira é de 29,99%, abaixo de 30%.');
    expect(ids({ financialAutonomy: 0.5 })).toEqual([]);
    expect(ids({ financialAutonomy: 0.5001 })).toEqual(['ratios.autonomyGood']);
  });

  it('liquidity: 100 % nothing, 99.99 % danger; 150 % nothing, 150.01 % success', () => {
    expect(ids({ generalLiquidity: 1 })).toEqual([]);
    expect(ids({ generalLiquidity: 0.9999 })).toEqual(['ratios.liquidityLow']);
    expect(ids({ generalLiquidity: 1.5 })).toEqual([]);
    expect(ids({ generalLiquidity: 1.5001 })).toEqual(['ratios.liquidityGood']);
  });

  it('margin: 50 % nothing, 50.01 % success; 30 % nothing, 29.99 % warning', () => {
    expect(ids({ grossMargin: 0.5 })).toEqual([]);
    expect(ids({ grossMargin: 0.5001 })).toEqual(['ratios.marginGood']);
    expect(ids({ grossMargin: 0.3 })).toEqual([]);
    expect(ids({ grossMargin: 0.2999 })).toEqual(['ratios.marginLow']);
  });

  it('payment time: 90 days nothing, 90.01 warning; 30 nothing, 29.99 success', () => {
    expect(ids({ paymentDays: 90 })).toEqual([]);
    expect(ids({ paymentDays: 90.01 })).toEqual(['ratios.paymentSlow']);
    expect(ids({ paymentDays: 30 })).toEqual([]);
    expect(ids({ paymentDays: 29.99 })).toEqual(['ratios.paymentFast']);
  });

  it('keeps at most four, the most pressing first', () => {
    const insights = ratioInsights({
      assetReturn: 0.01,
      financialAutonomy: 0.1,
      generalLiquidity: 0.5,
      grossMargin: 0.6,
      paymentDays: 120,
    });
    expect(insights).toHaveLength(MAX_RATIO_INSIGHTS);
    expect(insights.map((item) => item.id)).toEqual([
      'ratios.autonomyLow',
      'ratios.liquidityLow',
      'ratios.assetReturnLow',
      'ratios.paymentSlow',
    ]);
  });

  it('negative equity: its own critical insight; zero equity or none, nothing (issue 7)', () => {
    const insights = ratioInsights({ ...quiet, equity: -1 });
    expect(insights.map((insight) => insight.id)).toEqual(['ratios.equityNegative']);
    expect(insights[0]?.type).toBe('critical');
    expect(insights[0]?.message).toContain('n.s.');
    expect(ids({ equity: 0 })).toEqual([]);
    expect(ids({ equity: null })).toEqual([]);
  });

  it("says when the payment time is the Rácios sheet's value (issue 7)", () => {
    const [slow] = ratioInsights({ ...quiet, paymentDays: 95, paymentDaysFromSheet: true });
    expect(slow?.message).toBe(
      'A empresa demora em média 95,0 dias a pagar aos fornecedores (mais de 90, segundo a folha Rácios do ficheiro).',
    );
    const [own] = ratioInsights({ ...quiet, paymentDays: 95 });
    expect(own?.message).toBe(
      'A empresa demora em média 95,0 dias a pagar aos fornecedores (mais de 90).',
    );
  });

  it('ignores missing values', () => {
    expect(
      ratioInsights({
        assetReturn: null,
        financialAutonomy: null,
        generalLiquidity: null,
        grossMargin: null,
        paymentDays: null,
      }),
    ).toEqual([]);
  });
});
