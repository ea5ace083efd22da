import type { PeriodData, StatementKey } from '../contract';
import { computeFigures } from './figures';
import type { KeyFigures } from './figures';
import { previousYearPeriod } from './periods';
import { pairStatement } from './previous-source';
import type { PreviousSource, StatementPair } from './previous-source';

/** The selected period with its previous year resolved and its key figures computed. */
export interface PeriodContext {
  period: string;
  data: PeriodData;
  /** The previous year's stored period (the latest of the year before), if any. */
  previousYear: PeriodData | null;
  /** Each statement beside its previous-year column. */
  pairs: Record<StatementKey, StatementPair>;
  /** Where each statement's previous values come from. */
  sources: Record<StatementKey, PreviousSource>;
  current: KeyFigures;
  /** Previous-year figures; null when no statement has anything to compare with. */
  previous: KeyFigures | null;
}

/**
 * Builds the context of `data` among the company's stored periods `stored` (which may include it).
 * Every screen of the period reads from it.
 */
export function periodContext(data: PeriodData, stored: readonly PeriodData[]): PeriodContext {
  const previousPeriod = previousYearPeriod(
    stored.map((item) => item.period),
    data.period,
  );
  const previousYear = stored.find((item) => item.period === previousPeriod) ?? null;
  const pairs: Record<StatementKey, StatementPair> = {
    balanceSheet: pairStatement('balanceSheet', data, previousYear),
    incomeStatement: pairStatement('incomeStatement', data, previousYear),
    externalServices: pairStatement('externalServices', data, previousYear),
    financialRatios: pairStatement('financialRatios', data, previousYear),
  };
  const current = computeFigures({
    period: data.period,
    balanceSheet: pairs.balanceSheet.current,
    incomeStatement: pairs.incomeStatement.current,
    externalServices: pairs.externalServices.current,
  });
  const hasPrevious =
    pairs.balanceSheet.source.kind !== 'none' ||
    pairs.incomeStatement.source.kind !== 'none' ||
    pairs.externalServices.source.kind !== 'none';
  const previous = hasPrevious
    ? computeFigures({
        period: pairs.incomeStatement.previous.period,
        balanceSheet: pairs.balanceSheet.previous,
        incomeStatement: pairs.incomeStatement.previous,
        externalServices: pairs.externalServices.previous,
      })
    : null;
  return {
    period: data.period,
    data,
    previousYear,
    pairs,
    sources: {
      balanceSheet: pairs.balanceSheet.source,
      incomeStatement: pairs.incomeStatement.source,
      externalServices: pairs.externalServices.source,
      financialRatios: pairs.financialRatios.source,
    },
    current,
    previous,
  };
}
