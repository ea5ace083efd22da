import { describe, expect, it } from 'vitest';
import { sampleCompanyPeriods, samplePeriod } from '../testing/period-data';
import { analyzePeriod } from './analyze-period';

describe('analyzePeriod', () => {
  it('computes every screen of TecnoServ 2025-12 with its insights', () => {
    const stored = sampleCompanyPeriods('tecnoserv');
    const analysis = analyzePeriod(samplePeriod('tecnoserv-2025-12'), stored);
    expect(analysis.previousYearPeriod).toBe('2024-12');
    expect(analysis.sources.incomeStatement.kind).toBe('stored-period');
    expect(analysis.dashboard.gauges).toHaveLength(8);
    expect(analysis.revenues.sentence).toContain('diminuiu');
    expect(analysis.balance.title).toBe('BALANÇO 2025');
    expect(analysis.incomeStatement.mode).toBe(2);
    expect(analysis.ratioTable.empty).toBe(false);
    // A loss, sales −20.9 %, FSE at 99.9 % of sales and subcontracts at 69 % of the FSE.
    expect(analysis.insights.income.map((item) => item.id)).toEqual([
      'income.salesDecline',
      'income.netMarginNegative',
    ]);
    expect(analysis.insights.fse.map((item) => item.id)).toEqual([
      'fse.shareOfSales',
      'fse.concentration',
    ]);
    // Cash 61 873.42 → 44 218.09 (−28.5 %, below 50 000 €); autonomy 45.1 % → 32.7 %.
    expect(analysis.insights.balance.map((item) => item.id)).toEqual([
      'balance.lowCash',
      'balance.assetsDecline',
      'balance.autonomyDown',
    ]);
    expect(analysis.insights.ratios.map((item) => item.id)).toEqual([
      'ratios.assetReturnLow',
      'ratios.marginGood',
    ]);
    const { balance, income, fse, ratios } = analysis.insights;
    for (const list of [balance, income, fse, ratios]) {
      for (const insight of list) {
        expect(insight.message.length).toBeGreaterThan(10);
        expect(insight.recommendation.length).toBeGreaterThan(10);
      }
    }
  });

  it('analyses a RISEMA simulation period (DRE only)', () => {
    const stored = sampleCompanyPeriods('padaria-lusitana');
    const analysis = analyzePeriod(samplePeriod('padaria-lusitana-2026-03'), stored);
    expect(analysis.incomeStatement.mode).toBe(3);
    expect(analysis.incomeStatement.previousColumns.map((column) => column.label)).toEqual([
      '2025 (ano completo)',
      'Mar/2025',
    ]);
    expect(analysis.sources.incomeStatement).toMatchObject({
      kind: 'own-column',
      label: 'Mar/2025',
    });
    expect(analysis.balance.empty).toBe(true);
    expect(analysis.dashboard.dayBase).toBe(90);
    expect(analysis.insights.balance).toEqual([]);
  });

  it('RISEMA period without FSE: no FSE insight against the whole previous year (issue 7)', () => {
    const stored = sampleCompanyPeriods('padaria-lusitana');
    const analysis = analyzePeriod(samplePeriod('padaria-lusitana-2026-03'), stored);
    const ids = analysis.insights.fse.map((insight) => insight.id);
    // Q1 FSE against Q1 2025 (+5.2 %), not against the whole of 2025 (a false −73.8 %).
    expect(ids).not.toContain('fse.decline');
    expect(analysis.insights.fse.map((insight) => insight.message).join(' ')).not.toContain('73,8');
  });
});

describe('analyzePeriod in a Web Worker', () => {
  it('answers plain data that survives structured cloning (postMessage)', () => {
    const stored = sampleCompanyPeriods('padaria-lusitana');
    const analysis = analyzePeriod(samplePeriod('padaria-lusitana-2025-06'), stored);
    expect(structuredClone(analysis)).toEqual(analysis);
  });
});
