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
    expect(context.sources.incomeStatement).toEqual({
      kind: 'none',
      reason: 'Sem dados do ano anterior para comparar.',
    });
    expect(context.previous).toBeNull();
  });
});

describe('like for like (issue 7): N months only against the same N months', () => {
  const dec2025 = samplePeriod('padaria-lusitana-2025-12');
  const mar2026 = samplePeriod('padaria-lusitana-2026-03');

  it('a period without FSE (RISEMA) does not compare the previous whole-year FSE sheet', () => {
    const context = periodContext(mar2026, [dec2025, mar2026]);
    expect(context.sources.externalServices).toEqual({
      kind: 'none',
      reason: 'Sem dados deste mapa no período selecionado.',
    });
    // FSE of both columns from the DRE's 62 line: Jan–Mar 2026 against Jan–Mar 2025.
    expect(context.sources.incomeStatement).toEqual({
      kind: 'own-column',
      key: '2025_period',
      label: 'Mar/2025',
    });
    expect(context.current.fse).toBeCloseTo(45_320.86, 6);
    expect(context.previous?.fse).toBeCloseTo(43_064.46, 6);
  });

  it('a mid-year DRE with only the previous whole year (2 columns) has no comparison, and says why', () => {
    const jun2025 = periodData('2025-06', {
      incomeStatement: incomeStatementRows(['2025_current', '2024_year'], {
        sales: [520_000, 1_000_000],
      }),
    });
    const context = periodContext(jun2025, [jun2025]);
    expect(context.sources.incomeStatement).toEqual({
      kind: 'none',
      reason:
        'Sem comparação com o ano anterior: não há valores dos mesmos 6 meses de 2024 (até Jun/2024), e 2024 (ano completo) não é comparável.',
    });
    expect(context.previous).toBeNull();
  });

  it('a stored previous year of other months is no comparison for flows; the same month is', () => {
    const jun2025 = periodData('2025-06', {
      incomeStatement: incomeStatementRows(['2025_current'], { sales: [520_000] }),
    });
    const dec2024 = periodData('2024-12', {
      incomeStatement: incomeStatementRows(['2024'], { sales: [1_000_000] }),
    });
    const unlike = periodContext(jun2025, [dec2024, jun2025]).sources.incomeStatement;
    expect(unlike.kind).toBe('none');
    expect(unlike.kind === 'none' && unlike.reason).toContain('dezembro de 2024 não é comparável');
    const jun2024 = periodData('2024-06', {
      incomeStatement: incomeStatementRows(['2024_current'], { sales: [480_000] }),
    });
    // The latest of 2024 is December, but the same six months are stored too.
    const context = periodContext(jun2025, [dec2024, jun2024, jun2025]);
    expect(context.sources.incomeStatement).toMatchObject({
      kind: 'stored-period',
      period: '2024-06',
    });
    expect(context.previous?.turnover).toBe(480_000);
  });

  it('a whole year compares with the previous whole year, stored or own column', () => {
    expect(periodContext(dec2025, [dec2025]).sources.incomeStatement.kind).toBe('own-column');
  });
});
