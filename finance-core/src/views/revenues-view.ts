import { analysisMessages } from '../analysis/analysis-messages';
import { topmostLines } from '../analysis/account-lookup';
import { showChange } from '../analysis/change-direction';
import type { ShownComparison } from '../analysis/change-direction';
import { compareValues } from '../analysis/numbers';
import type { PeriodContext } from '../analysis/period-context';
import { periodNumericLabel } from '../analysis/periods';
import { prepareStatement } from '../analysis/prepared-statement';
import type { PreviousSource } from '../analysis/previous-source';
import { revenueAccounts } from '../analysis/revenue-accounts';
import { tableRows } from '../analysis/table-rows';
import type { TableRow } from '../analysis/table-rows';

/** A revenue line: sales (71…) or services (72…), flagged when it is a subtotal of others. */
export interface RevenueRow extends TableRow {
  kind: 'sales' | 'services';
  /** The line carries its group's code and its parts follow (`71` = `711` + `712`). */
  subtotal: boolean;
}

/** The Proveitos tab (docs/product.md §2). */
export interface RevenuesView {
  empty: boolean;
  emptyMessage: string | null;
  currentLabel: string | null;
  previousLabel: string | null;
  source: PreviousSource;
  rows: RevenueRow[];
  /** Total income from sales and services, each line counted once (71 + 72). */
  total: ShownComparison;
  /** `Até MM/YYYY a empresa aumentou/diminuiu a sua faturação em X%`, null without a base. */
  sentence: string | null;
  /**
   * Why there is no sentence nor previous column: no previous year, or only one of other months
   * (a whole year beside a mid-year period is not like for like). Null when compared.
   */
  comparisonNote: string | null;
}

/**
 * `Até 12/2025 a empresa aumentou a sua faturação em 5,5%` (variation with 1 decimal);
 * `manteve` when it rounds to zero; null without a previous value to compare with.
 */
export function revenueSentence(period: string, deltaPercent: number | null): string | null {
  if (deltaPercent === null) return null;
  const percent = Math.round(Math.abs(deltaPercent) * 1000) / 10;
  const until = `Até ${periodNumericLabel(period)} a empresa`;
  if (percent === 0) return `${until} manteve a sua faturação`;
  const verb = deltaPercent > 0 ? 'aumentou' : 'diminuiu';
  return `${until} ${verb} a sua faturação em ${percent.toFixed(1).replace('.', ',')}%`;
}

/** The revenues of a period: 71/72 lines with previous values, total and the sentence. */
export function buildRevenuesView(context: PeriodContext): RevenuesView {
  const pair = context.pairs.incomeStatement;
  const statement = prepareStatement(pair.current.accounts);
  const selected = revenueAccounts(pair.current.accounts);
  const lines = statement.lines.filter((line) => !line.noise && selected.includes(line.account));
  const rows: RevenueRow[] = tableRows(pair, lines, 1, null, 'income').map((row, index) => {
    const line = lines[index];
    const code = line?.code ?? '';
    return {
      ...row,
      kind: code.startsWith('71') ? 'sales' : 'services',
      subtotal: lines.some(
        (other) => other.code.length > code.length && other.code.startsWith(code),
      ),
    };
  });
  const counted = new Set(topmostLines(lines).map((line) => line.index));
  const sum = (pick: (row: RevenueRow) => number | null) => {
    let total: number | null = null;
    rows.forEach((row, index) => {
      const value = pick(row);
      if (value !== null && counted.has(lines[index]?.index ?? -1)) total = (total ?? 0) + value;
    });
    return total;
  };
  const total = showChange(
    compareValues(
      sum((row) => row.current),
      sum((row) => row.previous),
    ),
    'income',
  );
  const weighted = rows.map((row) => ({
    ...row,
    weight: row.current !== null && total.current ? row.current / total.current : null,
  }));
  const empty = rows.length === 0;
  return {
    empty,
    emptyMessage: empty ? analysisMessages.noRevenues : null,
    currentLabel: pair.current.label,
    previousLabel: pair.source.kind === 'none' ? null : pair.source.label,
    source: pair.source,
    rows: weighted,
    total,
    sentence: empty ? null : revenueSentence(context.period, total.deltaPercent),
    comparisonNote: !empty && pair.source.kind === 'none' ? pair.source.reason : null,
  };
}
