import type { StatementKey } from '../contract';
import { analysisMessages, notLikeForLikeReason } from '../analysis/analysis-messages';
import { fseLines } from '../analysis/fse-lines';
import type { KeyFigures } from '../analysis/figures';
import { incomeLineNature, showChange } from '../analysis/change-direction';
import type { FigureNature, ShownComparison } from '../analysis/change-direction';
import { compareValues, safeDivide } from '../analysis/numbers';
import { lineValue, prepareStatement } from '../analysis/prepared-statement';
import type { PreparedStatement } from '../analysis/prepared-statement';
import { parsePeriod } from '../analysis/periods';
import { parseValueKey, valueKeyLabel } from '../analysis/value-keys';

/** A value column of a detailed statement view. */
export interface ViewColumn {
  key: string;
  /** `2025`, `Jun/2025`, `2024 (ano completo)`, `Jun/2024`. */
  label: string;
  /**
   * False for the whole previous year beside a mid-year period in 2-column mode: its values are
   * shown, its Δ are not (not like for like; `comparisonNote` says why).
   */
  comparable: boolean;
  /** The previous year's same period (`2024_period`): the like-for-like column of 3-column mode. */
  samePeriod: boolean;
}

/** A row of the DRE or FSE detailed table. */
export interface StatementRow {
  code: string;
  description: string;
  /** Highlighted total or result row (`Resultado líquido do período`, `… (total)`). */
  total: boolean;
  /** A group line whose parts follow (`71` before `711`, `712`). */
  subtotal: boolean;
  header: boolean;
  /** |value| / |reference| (turnover for the DRE, total FSE for the FSE), a fraction. */
  weight: number | null;
  current: number | null;
  /** Income, cost or result (every FSE line is a cost): how its changes read. */
  nature: FigureNature;
  /**
   * One comparison per previous column, in the order of `previousColumns`, as every table shows
   * changes (`showChange`: a cost's Δ follow its size, the tone says good or bad news).
   */
  comparisons: ShownComparison[];
}

/**
 * The detailed table of the DRE or FSE tab in the statement's own columns (docs/product.md §2): in
 * 2-column mode the previous year (AH, Δ Valor, Δ %); in 3-column mode two comparisons, against
 * the whole previous year and against the previous year's same period.
 */
export interface StatementView {
  statement: Extract<StatementKey, 'incomeStatement' | 'externalServices'>;
  empty: boolean;
  emptyMessage: string | null;
  emptyHint: string | null;
  mode: 2 | 3;
  currentColumn: ViewColumn | null;
  previousColumns: ViewColumn[];
  rows: StatementRow[];
  /** Rows hidden as noise (control, adjustments, a person's name, 5312, 5932). */
  hiddenCount: number;
  /** Why a previous column is not compared (see `ViewColumn.comparable`), else null. */
  comparisonNote: string | null;
}

function previousKeys(statement: PreparedStatement): string[] {
  const { columns } = statement;
  if (columns.mode === 3) return [columns.previousYear, columns.previousPeriod];
  return columns.previous === null ? [] : [columns.previous];
}

/**
 * Builds the DRE (`incomeStatement`) or FSE (`externalServices`) detailed view of a period's
 * stored data. Weights: DRE rows against the turnover, FSE rows against the FSE total.
 */
export function buildStatementView(
  statementKey: StatementView['statement'],
  accounts: Parameters<typeof prepareStatement>[0],
  period: string,
  figures: KeyFigures,
): StatementView {
  const statement = prepareStatement(accounts);
  const currentKey = statement.columns.current;
  const keys = previousKeys(statement);
  const isFse = statementKey === 'externalServices';
  const fseCounted = isFse ? new Set(fseLines(statement).map((line) => line.index)) : null;
  let reference = isFse ? figures.fse : figures.turnover;
  if (isFse && fseCounted) {
    // The FSE statement's own total, so rows and weight agree even if the DRE differs.
    let sum = 0;
    for (const line of statement.lines) {
      if (fseCounted.has(line.index)) sum += lineValue(line, currentKey) ?? 0;
    }
    reference = currentKey === null ? null : Math.abs(sum);
  }

  // 2-column mode of a mid-year period: a whole previous year is shown but not compared.
  const midYear = (parsePeriod(period)?.month ?? 12) !== 12;
  const comparable = keys.map(
    (key) => statement.columns.mode === 3 || !midYear || parseValueKey(key)?.kind === 'samePeriod',
  );
  const unlikeIndex = comparable.indexOf(false);
  const unlikeKey = unlikeIndex < 0 ? null : (keys[unlikeIndex] ?? null);

  const visible = statement.lines.filter((line) => !line.noise);
  const rows = visible.map((line): StatementRow => {
    const current = lineValue(line, currentKey);
    const nature: FigureNature = line.header
      ? 'neutral'
      : isFse
        ? 'cost'
        : incomeLineNature(
            line.code,
            line.account.description,
            current ?? lineValue(line, keys[0] ?? null),
          );
    return {
      code: line.code,
      description: line.account.description.trim(),
      total: line.total,
      subtotal:
        line.code !== '' &&
        visible.some(
          (other) => other.code.length > line.code.length && other.code.startsWith(line.code),
        ),
      header: line.header,
      weight: current === null ? null : safeDivide(Math.abs(current), reference),
      current,
      nature,
      comparisons: keys.map((key, index) => {
        const comparison = compareValues(current, lineValue(line, key));
        return showChange(
          comparable[index]
            ? comparison
            : { ...comparison, delta: null, deltaPercent: null, trend: null },
          nature,
        );
      }),
    };
  });
  const empty = accounts.length === 0;
  return {
    statement: statementKey,
    empty,
    emptyMessage: empty ? analysisMessages.noDetail : null,
    emptyHint: empty ? analysisMessages.noDetailHint : null,
    mode: statement.columns.mode,
    currentColumn:
      currentKey === null
        ? null
        : {
            key: currentKey,
            label: valueKeyLabel(currentKey, period),
            comparable: true,
            samePeriod: false,
          },
    previousColumns: keys.map((key, index) => ({
      key,
      label: valueKeyLabel(key, period),
      comparable: comparable[index] ?? true,
      samePeriod: parseValueKey(key)?.kind === 'samePeriod',
    })),
    rows,
    hiddenCount: statement.lines.length - visible.length,
    comparisonNote:
      unlikeKey === null ? null : notLikeForLikeReason(period, valueKeyLabel(unlikeKey, period)),
  };
}
