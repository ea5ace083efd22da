import type { CellObject, Range, WorkSheet } from 'xlsx';

/** A cell's stored value as the reader sees it: formula cells by their cached value. */
export type CellValue = string | number | boolean | Date | null;

/** Read access to one sheet built in dense mode (rows and columns 0-based). */
export interface SheetGrid {
  name: string;
  /** Number of rows that may hold cells. */
  rowCount: number;
  /** Number of columns row `row` may hold cells in. */
  rowWidth(row: number): number;
  cell(row: number, column: number): CellValue;
  /** Merged ranges; only their top-left cell holds a value. */
  merges: Range[];
}

function cellValue(cell: CellObject | undefined): CellValue {
  if (!cell) return null;
  switch (cell.t) {
    case 's':
      return typeof cell.v === 'string' ? cell.v : null;
    case 'n':
      return typeof cell.v === 'number' && Number.isFinite(cell.v) ? cell.v : null;
    case 'b':
      return typeof cell.v === 'boolean' ? cell.v : null;
    case 'd':
      return cell.v instanceof Date && !Number.isNaN(cell.v.getTime()) ? cell.v : null;
    default:
      // Errors (#DIV/0!) and stubs hold no value.
      return null;
  }
}

/** Wraps a dense SheetJS worksheet. */
export function sheetGrid(name: string, sheet: WorkSheet): SheetGrid {
  const rows = (sheet['!data'] as (CellObject[] | undefined)[] | undefined) ?? [];
  return {
    name,
    rowCount: rows.length,
    rowWidth: (row) => rows[row]?.length ?? 0,
    cell: (row, column) => cellValue(rows[row]?.[column]),
    merges: sheet['!merges'] ?? [],
  };
}

/** The trimmed text of a text cell, or '' for any other cell. */
export function cellText(value: CellValue): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Text of a text or number cell (numbers written plainly), trimmed; '' otherwise. */
export function cellDisplayText(value: CellValue): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}
