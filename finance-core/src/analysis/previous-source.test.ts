import { describe, expect, it } from 'vitest';
import { incomeStatementRows, periodData, samplePeriod } from '../testing/period-data';
import { periodContext } from './period-context';
import { pairStatement } from './previous-source';

describe('previous-year values: where they come from', () => {
  const dec2024 = samplePeriod('padaria-lusitana-2024-12');
  const jun2025 = samplePeriod('padaria-lusitana-2025-06');
  const dec2025 = samplePeriod('padaria-lusitana-2025-12');

  it("the previous year's stored period first", () => {
    const pair = pairStatement('incomeStatement', dec2025, dec2024);
    expect(pair.source).toEqual({
      kind: 'stored-period',
      period: '2024-12',
      key: '2024',
      label: '2024',
    });
    expect(pair.previous.accounts).toBe(dec2024.incomeStatement);
  });

  it('the own previous column when there is no stored previous year', () => {
    const pair = pairStatement('incomeStatement', dec2025, null);
    expect(pair.source).toEqual({ kind: 'own-column', key: '2024', label: '2024' });
    expect(pair.previous.accounts).toBe(dec2025.incomeStatement);
  });

  it('flows of a mid-year period: like for like (Jun/2024), not the whole stored year', () => {
    const context = periodContext(jun2025, [dec2024, jun2025, dec2025]);
    expect(context.sources.incomeStatement).toEqual({
      kind: 'own-column',
      key: '2024_period',
      label: 'Jun/2024',
    });
    expect(context.sources.externalServices.kind).toBe('own-column');
    // Stocks compare with the stored end of the previous year.
    expect(context.sources.balanceSheet).toEqual({
      kind: 'stored-period',
      period: '2024-12',
      key: '2024',
      label: 'dezembro de 2024',
    });
    // Jan–Jun 2024 sales (71 + 72): 596 874.88 + 20 350.19.
    expect(context.previous?.turnover).toBeCloseTo(617_225.07, 6);
    // Year to date of 2024 to June: 182 days (leap year).
    expect(context.previous?.dayBase).toBe(182);
  });

  it('a stored period of the same months wins for flows too', () => {
    const jun2024 = periodData('2024-06', {
      incomeStatement: incomeStatementRows(['2024_current', '2023_year', '2023_period'], {
        sales: [500_000, 1_000_000, 450_000],
      }),
    });
    const context = periodContext(jun2025, [jun2024, jun2025]);
    expect(context.sources.incomeStatement).toEqual({
      kind: 'stored-period',
      period: '2024-06',
      key: '2024_current',
      label: 'Jun/2024',
    });
    expect(context.previous?.turnover).toBe(500_000);
    // The stored June has no balance sheet: the own previous column then.
    expect(context.sources.balanceSheet).toEqual({
      kind: 'own-column',
      key: '2024_year',
      label: '2024 (ano completo)',
    });
  });

  it('none when there is nothing to compare with', () => {
    const single = periodData('2025-12', {
      incomeStatement: incomeStatementRows(['2025'], { sales: [10] }),
    });
    const context = periodContext(single, [single]);
    expect(context.sources.incomeStatement).toEqual({ kind: 'none' });
    expect(context.previous).toBeNull();
  });
});
