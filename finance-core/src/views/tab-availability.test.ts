import { describe, expect, it } from 'vitest';
import { incomeStatementRows, periodData, statement } from '../testing/period-data';
import { tabAvailability } from './tab-availability';

describe('tabAvailability (docs/product.md §2)', () => {
  it('enables only Upload without data', () => {
    const tabs = tabAvailability(null, 0);
    expect(Object.entries(tabs).filter(([, enabled]) => enabled)).toEqual([['upload', true]]);
    const ratiosOnly = periodData('2025-12', {
      financialRatios: statement(['2025'], [['', 'Liquidez geral', 1]]),
    });
    expect(tabAvailability(ratiosOnly, 3).dashboard).toBe(false);
  });

  it('enables the analysis with data, and Comparativo from 2 periods', () => {
    const data = periodData('2025-12', {
      incomeStatement: incomeStatementRows(['2025'], { sales: [1] }),
    });
    expect(tabAvailability(data, 1)).toMatchObject({
      dashboard: true,
      ratios: true,
      comparison: false,
    });
    expect(tabAvailability(data, 2).comparison).toBe(true);
  });
});
