import type { DetailedAccount, PeriodData, StatementKey } from '../contract';
import { parsePeriod, periodLabel } from './periods';
import { prepareStatement } from './prepared-statement';
import { comparableColumn, valueKeyLabel } from './value-keys';

/**
 * Where a statement's previous-year values come from, so a screen can say so:
 * - `stored-period`: the previous year's stored period (SPEC.md §9), read in its current column;
 * - `own-column`: the previous-year column of the period's own workbook (`2024`, or `Jun/2024`
 *   in a mid-year DRE/FSE);
 * - `none`: nothing to compare with.
 */
export type PreviousSource =
  | { kind: 'stored-period'; period: string; key: string; label: string }
  | { kind: 'own-column'; key: string; label: string }
  | { kind: 'none' };

/** A statement's current column and the previous one it is compared with. */
export interface StatementPair {
  statement: StatementKey;
  /** Period of the current column. */
  period: string;
  current: { accounts: readonly DetailedAccount[]; key: string | null; label: string | null };
  /** The previous column (its accounts: the stored period's, or the current ones). */
  previous: { accounts: readonly DetailedAccount[]; key: string | null; period: string };
  source: PreviousSource;
}

// Flows are compared like for like: a June year-to-date DRE is not compared with a whole year.
const FLOW_STATEMENTS: readonly StatementKey[] = ['incomeStatement', 'externalServices'];

/**
 * Pairs a statement of the selected period with its previous-year values. The previous year's
 * stored period wins when it has the statement (SPEC.md §9), except that flows (DRE, FSE) of a
 * stored period covering other months than the selected one (a whole 2024 beside June 2025) give
 * way to the workbook's own same-period column (`Jun/2024`) when there is one: year-to-date
 * figures are compared like for like, never annualised. Without either, the own previous column.
 */
export function pairStatement(
  statement: StatementKey,
  current: PeriodData,
  previousYear: PeriodData | null,
): StatementPair {
  const accounts = current[statement];
  const columns = prepareStatement(accounts).columns;
  const currentKey = columns.current;
  const ownPrevious = comparableColumn(columns);
  const base = {
    statement,
    period: current.period,
    current: {
      accounts,
      key: currentKey,
      label: currentKey === null ? null : valueKeyLabel(currentKey, current.period),
    },
  };

  const stored = previousYear?.[statement] ?? [];
  const storedKey = stored.length > 0 ? prepareStatement(stored).columns.current : null;
  const sameMonths =
    previousYear !== null &&
    parsePeriod(previousYear.period)?.month === parsePeriod(current.period)?.month;
  const storedWins =
    previousYear !== null &&
    storedKey !== null &&
    (!FLOW_STATEMENTS.includes(statement) || sameMonths || ownPrevious === null);

  if (storedWins) {
    return {
      ...base,
      previous: { accounts: stored, key: storedKey, period: previousYear.period },
      source: {
        kind: 'stored-period',
        period: previousYear.period,
        key: storedKey,
        label: sameMonths
          ? valueKeyLabel(storedKey, previousYear.period)
          : periodLabel(previousYear.period),
      },
    };
  }
  if (ownPrevious !== null) {
    return {
      ...base,
      previous: { accounts, key: ownPrevious, period: current.period },
      source: {
        kind: 'own-column',
        key: ownPrevious,
        label: valueKeyLabel(ownPrevious, current.period),
      },
    };
  }
  return {
    ...base,
    previous: { accounts: [], key: null, period: current.period },
    source: { kind: 'none' },
  };
}
