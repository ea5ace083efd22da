import type { PeriodData } from '../contract';
import { computeFigures } from './figures';
import type { KeyFigures } from './figures';
import { prepareStatement } from './prepared-statement';

/** A period's own figures (its current columns). */
export function currentFigures(data: PeriodData): KeyFigures {
  const column = (accounts: PeriodData['balanceSheet']) => ({
    accounts,
    key: prepareStatement(accounts).columns.current,
  });
  return computeFigures({
    period: data.period,
    balanceSheet: column(data.balanceSheet),
    incomeStatement: column(data.incomeStatement),
    externalServices: column(data.externalServices),
  });
}
