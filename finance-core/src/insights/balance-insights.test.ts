import { describe, expect, it } from 'vitest';
import type { KeyFigures } from '../analysis/figures';
import { keyFigures } from '../testing/period-data';
import { balanceInsights } from './balance-insights';

const base = {
  totalAssets: 100_000,
  equity: 40_000,
  cash: 60_000,
  clients: 10_000,
  suppliers: 60_000,
  inventories: 10_000,
};

function ids(current: Partial<KeyFigures>, previous: Partial<KeyFigures> = {}): string[] {
  return balanceInsights(
    keyFigures({ ...base, ...current }),
    keyFigures({ ...base, ...previous }),
    '2024',
  ).map((insight) => insight.id);
}

describe('balanceInsights', () => {
  it('nothing when nothing moves', () => {
    expect(ids({})).toEqual([]);
  });

  it('assets growth: +20 % exactly is nothing, +20.01 % success (equity kept at 40 %)', () => {
    expect(ids({ totalAssets: 120_000, equity: 48_000 })).not.toContain('balance.assetsGrowth');
    expect(ids({ totalAssets: 120_010, equity: 48_004 })).toContain('balance.assetsGrowth');
  });

  it('assets decline: −10 % exactly is nothing, −10.01 % warning', () => {
    expect(ids({ totalAssets: 90_000, equity: 36_000 })).not.toContain('balance.assetsDecline');
    const insights = balanceInsights(
      keyFigures({ ...base, totalAssets: 89_990, equity: 35_996 }),
      keyFigures(base),
      '2024',
    );
    const decline = insights.find((item) => item.id === 'balance.assetsDecline');
    expect(decline?.type).toBe('warning');
    expect(decline?.message).toBe('O total do ativo diminuiu 10,0% face a 2024.');
  });

  it('low cash: below 50 000 € and down more than 20 %, both needed', () => {
    // 60 000 → 48 000 is −20 % exactly; → 47 990 is −20.02 %.
    expect(ids({ cash: 48_000 })).not.toContain('balance.lowCash');
    expect(ids({ cash: 47_990 })).toContain('balance.lowCash');
    // 70 000 → 50 000 is −28.6 % but not below 50 000; 49 999 is.
    expect(ids({ cash: 50_000 }, { cash: 70_000 })).not.toContain('balance.lowCash');
    const critical = balanceInsights(
      keyFigures({ ...base, cash: 49_999 }),
      keyFigures({ ...base, cash: 70_000 }),
      '2024',
    ).find((item) => item.id === 'balance.lowCash');
    expect(critical?.type).toBe('critical');
    expect(critical?.priority).toBe('high');
  });

  it('cash up: +50 % exactly is nothing, +50.01 % success', () => {
    expect(ids({ cash: 90_000 })).not.toContain('balance.cashGrowth');
    expect(ids({ cash: 90_006 })).toContain('balance.cashGrowth');
  });

  it('clients up: +30 % exactly is nothing, +30.01 % warning', () => {
    expect(ids({ clients: 13_000 })).not.toContain('balance.clientsGrowth');
    expect(ids({ clients: 13_001 })).toContain('balance.clientsGrowth');
  });

  it('suppliers: up more than 50 % and above 100 000 €, a high-priority warning', () => {
    // 70 000 → 105 000 is +50 % exactly.
    expect(ids({ suppliers: 105_000 }, { suppliers: 70_000 })).not.toContain(
      'balance.suppliersGrowth',
    );
    const warning = balanceInsights(
      keyFigures({ ...base, suppliers: 105_001 }),
      keyFigures({ ...base, suppliers: 70_000 }),
      '2024',
    ).find((item) => item.id === 'balance.suppliersGrowth');
    expect(warning?.type).toBe('warning');
    expect(warning?.priority).toBe('high');
    // +66.7 % but 100 000 is not above 100 000; 100 001 is.
    expect(ids({ suppliers: 100_000 })).not.toContain('balance.suppliersGrowth');
    expect(ids({ suppliers: 100_001 })).toContain('balance.suppliersGrowth');
  });

  it('autonomy: −5 points exactly is nothing, −5.01 warning; +5 nothing, +5.01 success', () => {
    expect(ids({ equity: 35_000 })).not.toContain('balance.autonomyDown');
    expect(ids({ equity: 34_990 })).toContain('balance.autonomyDown');
    expect(ids({ equity: 45_000 })).not.toContain('balance.autonomyUp');
    expect(ids({ equity: 45_010 })).toContain('balance.autonomyUp');
  });

  it('inventories up: +40 % exactly is nothing, +40.01 % info', () => {
    expect(ids({ inventories: 14_000 })).not.toContain('balance.inventoriesGrowth');
    expect(ids({ inventories: 14_001 })).toContain('balance.inventoriesGrowth');
  });

  it('sorts high first', () => {
    const insights = balanceInsights(
      keyFigures({ ...base, cash: 10_000, inventories: 20_000, suppliers: 200_000 }),
      keyFigures(base),
      '2024',
    );
    expect(insights.map((item) => item.priority)).toEqual(['high', 'high', 'low']);
  });
});
