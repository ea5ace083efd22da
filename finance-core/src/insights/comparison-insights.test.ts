import { describe, expect, it } from 'vitest';
import type { KeyFigures } from '../analysis/figures';
import { keyFigures } from '../testing/period-data';
import {
  COMPARISON_STATUS_LABELS,
  comparisonInsights,
  comparisonStatus,
} from './comparison-insights';
import { makeInsight } from './insight';
import type { Insight, InsightType } from './insight';

// A neutral base: nothing changes between the two periods unless a test says so.
const base = {
  turnover: 100_000,
  cmvmc: 50_000,
  fse: 10_000,
  personnel: 20_000,
  operatingResult: 10_000,
  netResult: 1_000,
};

function run(current: Partial<KeyFigures>, previous: Partial<KeyFigures> = {}): Insight[] {
  return comparisonInsights({
    current: keyFigures({ ...base, ...current }),
    previous: keyFigures({ ...base, ...previous }),
    currentLabel: 'dezembro de 2025',
    previousLabel: 'dezembro de 2024',
  });
}

function ids(insights: readonly Insight[]): string[] {
  return insights.map((insight) => insight.id);
}

describe('comparisonInsights: sales growth (>10 % success, <−5 % critical)', () => {
  it('10 % exactly is not growth; 10.01 % is', () => {
    expect(ids(run({ turnover: 110_000 }))).not.toContain('comparison.salesGrowth');
    const above = run({ turnover: 110_010 });
    const insight = above.find((item) => item.id === 'comparison.salesGrowth');
    expect(insight?.type).toBe('success');
    expect(insight?.message).toContain('As vendas cresceram 10,0% face a');
    expect(insight?.message).toContain('dezembro de 2024');
  });

  it('−5 % exactly is not a decline; −5.01 % is critical and high', () => {
    expect(ids(run({ turnover: 95_000 }))).not.toContain('comparison.salesDecline');
    const below = run({ turnover: 94_990 }).find((item) => item.id === 'comparison.salesDecline');
    expect(below?.type).toBe('critical');
    expect(below?.priority).toBe('high');
    expect(below?.message).toContain('5,0%');
  });
});

describe('comparisonInsights: gross margin (<−3 points warning, >2 success)', () => {
  // Margin 50 % before; CMVMC 53 000 of 100 000 sales is 47 %, a fall of exactly 3 points.
  it('−3 points exactly is nothing; −3.01 points is a warning', () => {
    expect(ids(run({ cmvmc: 53_000 }))).not.toContain('comparison.grossMarginDown');
    const below = run({ cmvmc: 53_010 }).find((item) => item.id === 'comparison.grossMarginDown');
    expect(below?.type).toBe('warning');
    expect(below?.message).toContain('3,0 p.p.');
  });

  it('+2 points exactly is nothing; +2.01 points is a success', () => {
    expect(ids(run({ cmvmc: 48_000 }))).not.toContain('comparison.grossMarginUp');
    expect(ids(run({ cmvmc: 47_990 }))).toContain('comparison.grossMarginUp');
  });
});

describe('comparisonInsights: FSE growth >15 % with share of sales up >2 points', () => {
  it('needs both: growth at exactly 15 % is not enough', () => {
    // 11 500 is +15 %; with sales at 90 000 the share rises from 10 % to 12.8 %.
    expect(ids(run({ fse: 11_500, turnover: 90_000 }))).not.toContain('comparison.fseGrowth');
    expect(ids(run({ fse: 11_501, turnover: 90_000 }))).toContain('comparison.fseGrowth');
  });

  it('needs both: a share up exactly 2 points is not enough', () => {
    // +20 % growth; the share goes from 10 % to exactly 12 %, then to 12.001 %.
    expect(ids(run({ fse: 12_000 }))).not.toContain('comparison.fseGrowth');
    const above = run({ fse: 12_001 }).find((item) => item.id === 'comparison.fseGrowth');
    expect(above?.type).toBe('warning');
  });
});

describe('comparisonInsights: personnel growth >10 % with sales growth <5 %', () => {
  it('personnel at exactly +10 % is nothing; +10.01 % warns (sales +4 %)', () => {
    expect(ids(run({ personnel: 22_000, turnover: 104_000 }))).not.toContain(
      'comparison.personnelGrowth',
    );
    expect(ids(run({ personnel: 22_002, turnover: 104_000 }))).toContain(
      'comparison.personnelGrowth',
    );
  });

  it('sales at exactly +5 % is nothing; +4.99 % warns (personnel +15 %)', () => {
    expect(ids(run({ personnel: 23_000, turnover: 105_000 }))).not.toContain(
      'comparison.personnelGrowth',
    );
    expect(ids(run({ personnel: 23_000, turnover: 104_990 }))).toContain(
      'comparison.personnelGrowth',
    );
  });
});

describe('comparisonInsights: net result', () => {
  it('turning negative is critical, from a profit or from zero; reaching zero is not', () => {
    expect(ids(run({ netResult: -1 }, { netResult: 1_000 }))).toContain(
      'comparison.netResultNegative',
    );
    expect(ids(run({ netResult: -1 }, { netResult: 0 }))).toContain('comparison.netResultNegative');
    expect(ids(run({ netResult: 0 }, { netResult: 1_000 }))).not.toContain(
      'comparison.netResultNegative',
    );
  });

  it('back to positive is a success; reaching zero is not', () => {
    const back = run({ netResult: 1 }, { netResult: -1_000 });
    expect(back.find((item) => item.id === 'comparison.netResultPositive')?.type).toBe('success');
    expect(ids(run({ netResult: 0 }, { netResult: -1_000 }))).not.toContain(
      'comparison.netResultPositive',
    );
  });

  it('growth of exactly 20 % is nothing; 20.01 % is a success', () => {
    expect(ids(run({ netResult: 1_200 }))).not.toContain('comparison.netResultGrowth');
    expect(ids(run({ netResult: 1_200.1 }))).toContain('comparison.netResultGrowth');
  });
});

describe('comparisonInsights: operating efficiency (drop >5 points warning)', () => {
  it('from 10 % to exactly 5 % is nothing; to 4.99 % warns', () => {
    expect(ids(run({ operatingResult: 5_000 }))).not.toContain('comparison.operatingEfficiency');
    expect(ids(run({ operatingResult: 4_990 }))).toContain('comparison.operatingEfficiency');
  });
});

describe('comparisonInsights: stable', () => {
  it('says stable when nothing else fires', () => {
    const insights = run({});
    expect(ids(insights)).toEqual(['comparison.stable']);
    expect(insights[0]?.type).toBe('info');
    expect(insights[0]?.title).toBe('Evolução estável');
  });

  it('adds the info when successes outnumber criticals, not when they are equal', () => {
    // Everything +20 % (margins unchanged): sales growth is the only reading, a success.
    const growth = { turnover: 120_000, cmvmc: 60_000, fse: 12_000, personnel: 24_000 };
    expect(ids(run(growth))).toEqual(['comparison.salesGrowth', 'comparison.stable']);
    // The same with the net result turning negative (critical): one of each.
    const even = run({ ...growth, operatingResult: 12_000, netResult: -5 });
    expect(ids(even)).toContain('comparison.netResultNegative');
    expect(ids(even)).not.toContain('comparison.stable');
  });

  it('sorts high → medium → low', () => {
    const insights = run({ turnover: 94_000, cmvmc: 50_000, netResult: 1_500 });
    const ranks = insights.map((item) => ['high', 'medium', 'low'].indexOf(item.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(insights[0]?.priority).toBe('high');
  });
});

function ofTypes(...types: InsightType[]): Insight[] {
  return types.map((type, index) => makeInsight(`t${index}`, type, 't', 'm', 'r'));
}

describe('comparisonInsights between periods of different lengths (issue 7)', () => {
  function across(current: Partial<KeyFigures>, previous: Partial<KeyFigures> = {}): string[] {
    return ids(
      comparisonInsights({
        current: keyFigures({ ...base, ...current }),
        previous: keyFigures({ ...base, ...previous }),
        currentLabel: 'junho de 2025',
        previousLabel: 'dezembro de 2024',
        comparableLengths: false,
      }),
    );
  }

  it('no growth insight fires', () => {
    // Half a year of sales against a whole year: −50 %, but not a decline.
    expect(across({ turnover: 50_000 })).not.toContain('comparison.salesDecline');
    expect(across({ turnover: 200_000 })).not.toContain('comparison.salesGrowth');
    expect(across({ fse: 30_000 })).not.toContain('comparison.fseGrowth');
    expect(across({ personnel: 40_000 })).not.toContain('comparison.personnelGrowth');
    expect(across({ netResult: 5_000 })).not.toContain('comparison.netResultGrowth');
    // The same figures of like periods do fire.
    expect(ids(run({ turnover: 50_000 }))).toContain('comparison.salesDecline');
  });

  it('margins still compare', () => {
    expect(across({ cmvmc: 60_000 })).toContain('comparison.grossMarginDown');
  });
});

describe('comparisonStatus', () => {
  it('more than 2 critical: urgent; exactly 2 is not', () => {
    expect(comparisonStatus(ofTypes('critical', 'critical', 'danger'))).toBe('urgent');
    expect(comparisonStatus(ofTypes('critical', 'critical', 'success', 'success'))).toBe('monitor');
  });

  it('never positive while a critical stands (issue 7)', () => {
    expect(comparisonStatus(ofTypes('critical', 'critical'))).toBe('monitor');
    expect(comparisonStatus(ofTypes('critical', 'success', 'success', 'success'))).toBe('monitor');
    expect(comparisonStatus(ofTypes('danger'))).toBe('monitor');
    // Criticals count with warnings against successes.
    expect(comparisonStatus(ofTypes('warning', 'success', 'success'))).toBe('positive');
  });

  it('warnings outnumbering successes: monitor; equal: positive', () => {
    expect(comparisonStatus(ofTypes('warning', 'warning', 'success'))).toBe('monitor');
    expect(comparisonStatus(ofTypes('warning', 'success'))).toBe('positive');
    expect(comparisonStatus([])).toBe('positive');
  });

  it('has the Portuguese labels of docs/product.md', () => {
    expect(COMPARISON_STATUS_LABELS).toEqual({
      urgent: 'Requer atenção urgente',
      monitor: 'Monitorização necessária',
      positive: 'Trajetória positiva',
    });
  });
});
