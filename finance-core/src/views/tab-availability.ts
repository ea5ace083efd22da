import type { PeriodData } from '../contract';
import { COMPARISON_LIMITS } from '../analysis/comparison-selection';

/** The tabs of the company analysis view (docs/product.md §2). */
export type AnalysisTab =
  | 'upload'
  | 'dashboard'
  | 'summary'
  | 'revenues'
  | 'balance'
  | 'income'
  | 'expenses'
  | 'ratios'
  | 'comparison'
  | 'sector';

/**
 * Which tabs are enabled (docs/product.md §2): Upload always; every other tab only when the selected
 * period has a stored balance sheet, income statement or FSE; Comparativo also needs at least
 * 2 stored periods. `data` is the selected period's data (null when none).
 */
export function tabAvailability(
  data: PeriodData | null,
  periodCount: number,
): Record<AnalysisTab, boolean> {
  const hasData =
    data !== null &&
    (data.balanceSheet.length > 0 ||
      data.incomeStatement.length > 0 ||
      data.externalServices.length > 0);
  return {
    upload: true,
    dashboard: hasData,
    summary: hasData,
    revenues: hasData,
    balance: hasData,
    income: hasData,
    expenses: hasData,
    ratios: hasData,
    comparison: hasData && periodCount >= COMPARISON_LIMITS.min,
    sector: hasData,
  };
}
