import type { DetailedAccount, PeriodData, StatementKey } from '../contract';
import { analysisMessages, notLikeForLikeReason } from './analysis-messages';
import { parsePeriod, periodLabel } from './periods';
import { prepareStatement } from './prepared-statement';
import { comparableColumn, parseValueKey, valueKeyLabel } from './value-keys';

/**
 * Where a statement's previous-year values come from, so a screen can say so:
 * - `stored-period`: the previous year's stored period (docs/product.md §9), read in its current column;
 * - `own-column`: the previous-year column of the period's own workbook (`2024`, or `Jun/2024`
 *   in a mid-year DRE/FSE);
 * - `none`: nothing to compare with; `reason` is the Portuguese sentence the screen shows (no
 *   previous year, or only one covering other months than the selected period).
 */
export type PreviousSource =
  | { kind: 'stored-period'; period: string; key: string; label: string }
  | { kind: 'own-column'; key: string; label: string }
  | { kind: 'none'; reason: string };

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

/** The statements holding flows (year to date): compared only over the same months. */
export const FLOW_STATEMENTS: readonly StatementKey[] = ['incomeStatement', 'externalServices'];

/** How many months a period's year-to-date flows cover (2025-06 → 6; a bare year → 12). */
export function periodMonths(period: string): number | null {
  return parsePeriod(period)?.month ?? null;
}

/**
 * True when an own previous column of a period's flows covers the same months: the previous
 * year's same period (`2024_period`), or any previous-year column of a whole-year (December)
 * period. A whole previous year beside a mid-year period is not like for like.
 */
function likeOwnColumn(key: string, period: string): boolean {
  const parsed = parseValueKey(key);
  if (!parsed) return false;
  return parsed.kind === 'samePeriod' || periodMonths(period) === 12;
}

/**
 * Pairs a statement of the selected period with its previous-year values. The previous year's
 * stored period wins when it has the statement (docs/product.md §9), then the workbook's own previous
 * column. Flows (DRE, FSE) are compared like for like (docs/design.md §4.16): a period of N months only
 * with the same N months of the previous year — a stored period of the same month, or the
 * workbook's own same-period column (`Jun/2024`); a whole previous year beside a mid-year period
 * is no comparison (`none`, with the reason). A statement the period does not hold has no
 * previous values either (its figures come from elsewhere, and so must the previous ones).
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
  const none = (reason: string): StatementPair => ({
    ...base,
    previous: { accounts: [], key: null, period: current.period },
    source: { kind: 'none', reason },
  });
  if (accounts.length === 0 || currentKey === null) return none(analysisMessages.noCurrentData);

  const flow = FLOW_STATEMENTS.includes(statement);
  const stored = previousYear?.[statement] ?? [];
  const storedKey = stored.length > 0 ? prepareStatement(stored).columns.current : null;
  const sameMonths =
    previousYear !== null && periodMonths(previousYear.period) === periodMonths(current.period);
  // What exists but covers other months: named in the reason when nothing like is found.
  let unlike: string | null = null;

  if (previousYear !== null && storedKey !== null) {
    if (!flow || sameMonths) {
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
    unlike = periodLabel(previousYear.period);
  }
  if (ownPrevious !== null) {
    if (!flow || likeOwnColumn(ownPrevious, current.period)) {
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
    unlike = valueKeyLabel(ownPrevious, current.period);
  }
  return none(
    unlike === null
      ? analysisMessages.noPreviousYear
      : notLikeForLikeReason(current.period, unlike),
  );
}
