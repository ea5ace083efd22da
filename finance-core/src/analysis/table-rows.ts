import { expandToParts, findLines } from './account-lookup';
import type { LineQuery } from './account-lookup';
import { showChange } from './change-direction';
import type { FigureNature, ShownComparison } from './change-direction';
import { compareValues, safeDivide } from './numbers';
import { lineValue, prepareStatement } from './prepared-statement';
import type { PreparedLine } from './prepared-statement';
import type { StatementPair } from './previous-source';
import { matchRows } from './row-matcher';

/** A row of a summary table: a statement line with its weight and its comparison. */
export interface TableRow extends ShownComparison {
  code: string;
  description: string;
  /** Share of the table's reference total (a fraction); null when that total is zero. */
  weight: number | null;
  /** A row that is not a statement line but an estimate (`Estimativa de IRC*`). */
  estimated: boolean;
}

/** The keys of the pair's own statement that a line's parts must add up in. */
function ownKeys(pair: StatementPair): (string | null)[] {
  return pair.previous.accounts === pair.current.accounts
    ? [pair.current.key, pair.previous.key]
    : [pair.current.key];
}

/** The lines of a pair's statement a query finds, expanded to their parts when complete. */
export function detailLinesOf(pair: StatementPair, query: LineQuery): PreparedLine[] {
  const statement = prepareStatement(pair.current.accounts);
  const keys = ownKeys(pair);
  return findLines(statement, query).flatMap((line) => expandToParts(line, statement, keys));
}

/**
 * Table rows of the given lines of a pair: current and previous (matched row by row), signed
 * by `sign` (−1 turns DRE costs into positive magnitudes), weighted against `reference`, their
 * changes read as figures of `nature` (`showChange`).
 */
export function tableRows(
  pair: StatementPair,
  lines: readonly PreparedLine[],
  sign: 1 | -1,
  reference: number | null,
  nature: FigureNature,
): TableRow[] {
  const matches =
    pair.previous.key === null ? [] : matchRows(pair.current.accounts, pair.previous.accounts);
  return lines.map((line) => {
    const current = lineValue(line, pair.current.key);
    const previousLine = matches[line.index] ?? null;
    const previous = previousLine ? lineValue(previousLine, pair.previous.key) : null;
    const signedCurrent = current === null ? null : sign * current;
    return {
      code: line.code,
      description: line.account.description.trim(),
      weight: safeDivide(signedCurrent, reference),
      estimated: false,
      ...showChange(
        compareValues(signedCurrent, previous === null ? null : sign * previous),
        nature,
      ),
    };
  });
}

/** The sign that makes a group of lines positive in the current column (costs come negative). */
export function orientation(lines: readonly PreparedLine[], key: string | null): 1 | -1 {
  let total = 0;
  for (const line of lines) total += lineValue(line, key) ?? 0;
  return total < 0 ? -1 : 1;
}

/** The total row of table rows (sums of the known values), its change read as `nature`. */
export function totalRow(
  description: string,
  rows: readonly TableRow[],
  reference: number | null,
  nature: FigureNature,
): TableRow {
  const sum = (pick: (row: TableRow) => number | null) => {
    let total: number | null = null;
    for (const row of rows) {
      const value = pick(row);
      if (value !== null) total = (total ?? 0) + value;
    }
    return total;
  };
  const current = sum((row) => row.current);
  return {
    code: '',
    description,
    weight: safeDivide(current, reference),
    estimated: rows.some((row) => row.estimated),
    ...showChange(
      compareValues(
        current,
        sum((row) => row.previous),
      ),
      nature,
    ),
  };
}
