import type { DetailedAccount } from '../contract/financial';
import { parseAmount } from './amount';
import type { YearMonth } from './period-text';
import { cellDisplayText } from './sheet-grid';
import type { CellValue, SheetGrid } from './sheet-grid';
import type { TableHeader } from './table-header';
import { currentKey, exportReference, valueKey } from './value-columns';
import type { ValueColumn } from './value-columns';
import { columnLetters, warnings as texts } from './warnings';

/** The rows of one statement sheet. */
export interface StatementRows {
  accounts: DetailedAccount[];
  /** Value keys in column order. */
  valueKeys: string[];
  warnings: string[];
}

/** At most this many unreadable amounts are listed one by one per sheet; the rest are counted. */
const LISTED_UNREADABLE_AMOUNTS = 5;

/** `code` as text: numbers become their integer text (`71`), text is trimmed. */
function codeText(value: CellValue): string {
  if (typeof value === 'number') return String(Math.trunc(value));
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Texts that reach into the description column from a merged range starting to its left on the
 * same row (a section title merged over the code and description columns), by row. Only the
 * top row of a range counts, so a merge never duplicates a line.
 */
function mergedDescriptions(grid: SheetGrid, header: TableHeader): Map<number, string> {
  const texts = new Map<number, string>();
  const column = header.descriptionColumn;
  for (const { s, e } of grid.merges) {
    if (s.r <= header.row || s.c >= column || e.c < column) continue;
    const text = cellDisplayText(grid.cell(s.r, s.c));
    if (text !== '') texts.set(s.r, text);
  }
  return texts;
}

/**
 * Reads the table below the header row: every row with text in the description column is one
 * account line (headers, totals, control and noise lines included; hiding them is the analysis's
 * job); blank rows are skipped. Each value column gives one entry of `values` (0 for an empty
 * cell or a dash); `amount` is the current value.
 */
export function readStatementRows(
  grid: SheetGrid,
  header: TableHeader,
  workbookPeriod: YearMonth | null,
): StatementRows {
  const warnings: string[] = [];
  const reference = exportReference(
    header.valueHeaders.map((value) => value.header),
    workbookPeriod,
  );
  const columns: ValueColumn[] = [];
  for (const { column, header: valueHeader } of header.valueHeaders) {
    const key = valueKey(valueHeader, reference);
    const first = columns.find((existing) => existing.key === key);
    if (first) {
      warnings.push(
        texts.repeatedColumn(grid.name, key, columnLetters(first.column), columnLetters(column)),
      );
      continue;
    }
    columns.push({ column, key, header: valueHeader });
  }
  if (columns.length === 0) warnings.push(texts.noValueColumns(grid.name));
  const amountKey = currentKey(columns);

  const merged = mergedDescriptions(grid, header);
  const accounts: DetailedAccount[] = [];
  let unreadable = 0;
  for (const row of grid.rows) {
    if (row <= header.row) continue;
    let description = cellDisplayText(grid.cell(row, header.descriptionColumn));
    let code = header.codeColumn === null ? '' : codeText(grid.cell(row, header.codeColumn));
    if (description === '') {
      description = merged.get(row) ?? '';
      if (description === '') continue;
      // The merged title started in the code column: it is the description, not a code.
      if (code === description) code = '';
    }
    const values: Record<string, number> = {};
    for (const { column, key } of columns) {
      const cell = grid.cell(row, column);
      const amount = parseAmount(cell);
      if (amount === null) {
        unreadable++;
        if (unreadable <= LISTED_UNREADABLE_AMOUNTS)
          warnings.push(texts.unreadableAmount(grid.name, row, column, cell));
      }
      values[key] = amount ?? 0;
    }
    accounts.push({
      code,
      description,
      amount: amountKey === null ? 0 : (values[amountKey] ?? 0),
      values,
    });
  }
  if (unreadable > LISTED_UNREADABLE_AMOUNTS)
    warnings.push(texts.moreUnreadableAmounts(grid.name, unreadable - LISTED_UNREADABLE_AMOUNTS));
  return { accounts, valueKeys: columns.map((column) => column.key), warnings };
}
