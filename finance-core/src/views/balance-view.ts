import { analysisMessages } from '../analysis/analysis-messages';
import { balanceStructure } from '../analysis/balance-structure';
import type { BalanceSide } from '../analysis/balance-structure';
import { showChange } from '../analysis/change-direction';
import type { ShownComparison } from '../analysis/change-direction';
import { compareValues, safeDivide, toPercent } from '../analysis/numbers';
import type { PeriodContext } from '../analysis/period-context';
import { parsePeriod } from '../analysis/periods';
import { lineValue } from '../analysis/prepared-statement';
import type { PreviousSource } from '../analysis/previous-source';
import { matchRows } from '../analysis/row-matcher';

/** A row of the Balanço table. */
export interface BalanceRow extends ShownComparison {
  code: string;
  description: string;
  side: Exclude<BalanceSide, 'control'>;
  /** A total row, highlighted (`Total do ativo`, `Total do capital próprio e do passivo`…). */
  total: boolean;
  /** A section heading without values (`ATIVO`, `Passivo corrente`). */
  header: boolean;
  /** % Peso: share of the total assets in whole percent (docs/product.md §2), null without a total. */
  weightPercent: number | null;
}

/** The Balanço tab (docs/product.md §2). */
export interface BalanceView {
  empty: boolean;
  emptyMessage: string | null;
  /** `BALANÇO 2025`. */
  title: string;
  currentLabel: string | null;
  previousLabel: string | null;
  source: PreviousSource;
  rows: BalanceRow[];
}

// Hidden by the Balanço screen (docs/product.md §2): share premiums, legal and other reserves.
const HIDDEN = ['premios', 'reservas legais', 'outras reservas'];

/**
 * The balance sheet of a period as the Balanço tab shows it: rows up to `Total do capital próprio
 * e do passivo` (control lines after it dropped), prémios/reservas legais/outras reservas and
 * noise hidden, % Peso of the total assets in whole percent, totals flagged, Δ and Δ %, compared
 * with the previous year (stored period first, else the sheet's own previous column).
 */
export function buildBalanceView(context: PeriodContext): BalanceView {
  const pair = context.pairs.balanceSheet;
  const structure = balanceStructure(pair.current.accounts);
  const year = parsePeriod(context.period)?.year ?? '';
  const matches =
    pair.previous.key === null ? [] : matchRows(pair.current.accounts, pair.previous.accounts);
  const totalAssets = context.current.totalAssets;

  const rows: BalanceRow[] = [];
  for (const line of structure.lines.slice(0, structure.visibleCount)) {
    if (line.side === 'control' || line.noise) continue;
    if (HIDDEN.some((word) => line.folded.includes(word))) continue;
    const current = line.header ? null : lineValue(line, pair.current.key);
    const previousLine = matches[line.index] ?? null;
    const previous =
      line.header || !previousLine ? null : lineValue(previousLine, pair.previous.key);
    const share = safeDivide(current, totalAssets);
    rows.push({
      code: line.code,
      description: line.account.description.trim(),
      side: line.side,
      total: line.total,
      header: line.header,
      weightPercent: share === null ? null : Math.round(toPercent(share)) + 0,
      // Assets neutral, equity better up, liabilities better down (`showChange`).
      ...showChange(compareValues(current, previous), line.side),
    });
  }
  const empty = pair.current.accounts.length === 0;
  return {
    empty,
    emptyMessage: empty ? analysisMessages.noBalance : null,
    title: `BALANÇO ${year}`,
    currentLabel: pair.current.label,
    previousLabel: pair.source.kind === 'none' ? null : pair.source.label,
    source: pair.source,
    rows,
  };
}
