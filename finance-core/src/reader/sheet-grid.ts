import type { CellObject, Range, WorkSheet } from 'xlsx';

/** A cell's stored value as the reader sees it: formula cells by their cached value. */
export type CellValue = string | number | boolean | Date | null;

/**
 * Read access to one sheet built in dense mode (rows and columns 0-based). Loops go over the rows
 * and columns that hold cells, never over the sheet's extent: one cell at XFD1048576 must not
 * cost a million rows or sixteen thousand columns.
 */
export interface SheetGrid {
  name: string;
  /** The rows that hold cells, top to bottom. */
  rows: number[];
  /** The columns of `row` that hold cells, left to right. */
  columns(row: number): number[];
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
  // Object.keys lists an array's indexes in ascending order, and only those that exist (a sparse
  // array costs what it holds, not its length).
  return {
    name,
    rows: Object.keys(rows).map(Number),
    columns: (row) => {
      const cells = rows[row];
      return cells ? Object.keys(cells).map(Number) : [];
    },
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
