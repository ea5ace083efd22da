import type { PeriodData, StatementKey } from '../contract';
import { computeFigures } from './figures';
import type { KeyFigures } from './figures';
import { parsePeriod, previousYearPeriod } from './periods';
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
  // Flows compare like for like: the previous year's stored period of the same month first.
  const parts = parsePeriod(data.period);
  const sameMonths =
    (parts &&
      stored.find((item) => {
        const other = parsePeriod(item.period);
        return other?.year === parts.year - 1 && other.month === parts.month;
      })) ??
    previousYear;
  const pairs: Record<StatementKey, StatementPair> = {
    balanceSheet: pairStatement('balanceSheet', data, previousYear),
    incomeStatement: pairStatement('incomeStatement', data, sameMonths),
    externalServices: pairStatement('externalServices', data, sameMonths),
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
  let previous = hasPrevious
    ? computeFigures({
        period: pairs.incomeStatement.previous.period,
        balanceSheet: pairs.balanceSheet.previous,
        incomeStatement: pairs.incomeStatement.previous,
        externalServices: pairs.externalServices.previous,
      })
    : null;
  if (previous && pairs.incomeStatement.source.kind === 'none') {
    // Without a like DRE column the net result would come from the previous balance sheet, whose
    // 818 line covers other months (a whole year): no flow figure of the previous year then.
    previous = { ...previous, netResult: null, irc: null, ircEstimated: false };
  }
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

/**
 * Where the FSE figure's previous value comes from: the FSE sheet's previous column when the
 * period has an FSE sheet compared like for like, else the DRE's (its 62 line, both columns).
 */
export function fseSourceOf(context: PeriodContext): PreviousSource {
  const { sources } = context;
  return context.data.externalServices.length > 0 && sources.externalServices.kind !== 'none'
    ? sources.externalServices
    : sources.incomeStatement;
}
