import * as XLSX from 'xlsx';
import type { CellObject, WorkSheet } from 'xlsx';

/**
 * One cell of a test workbook:
 * - a string (a text cell), a number, a boolean; `null` or `undefined` leaves the cell empty;
 * - `{ date: '2025-12-31' }`: a real date cell, as Excel stores it (a serial number with a date
 *   format), so the reader sees a date, not a text;
 * - `{ formula: 'SUM(C6:C7)', value: 123.45 }`: a formula cell with its stored (cached) value.
 */
export type TestCell =
  | string
  | number
  | boolean
  | null
  | undefined
  | { date: string }
  | { formula: string; value: number | string };

/**
 * One sheet of a test workbook, written from row 1 down:
 * `headerBlock` lines (one row each: a cell, or an array of cells), `gap` blank rows (1 when
 * there is a header block, else 0), the table `header` row, then `rows`. Everything starts in
 * column `column` (0 = A). `merges` are A1 ranges (`'A1:E1'`). For full control, `grid` gives
 * every row from A1 instead and the other fields are ignored.
 */
export interface TestSheet {
  name: string;
  headerBlock?: Array<TestCell | TestCell[]>;
  gap?: number;
  header?: TestCell[];
  rows?: TestCell[][];
  column?: number;
  merges?: string[];
  grid?: TestCell[][];
}

/** A test workbook: its sheets, left to right, and the file type (`xlsx` by default). */
export interface TestWorkbook {
  sheets: TestSheet[];
  bookType?: 'xlsx' | 'xls';
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY = 24 * 60 * 60 * 1000;

/** The Excel serial number of a calendar date (`2025-12-31` → 46022). */
export function excelDateSerial(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`not a date: ${isoDate}`);
  return (Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - EXCEL_EPOCH) / DAY;
}

function toCell(cell: TestCell): CellObject | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'string') return { t: 's', v: cell };
  if (typeof cell === 'number') return { t: 'n', v: cell };
  if (typeof cell === 'boolean') return { t: 'b', v: cell };
  if ('date' in cell) return { t: 'n', v: excelDateSerial(cell.date), z: 'dd/mm/yyyy' };
  return typeof cell.value === 'number'
    ? { t: 'n', v: cell.value, f: cell.formula }
    : { t: 's', v: cell.value, f: cell.formula };
}

/** The rows of a sheet from A1, as written. */
export function sheetRows(sheet: TestSheet): TestCell[][] {
  if (sheet.grid) return sheet.grid;
  const indent: TestCell[] = new Array<TestCell>(sheet.column ?? 0).fill(null);
  const rows: TestCell[][] = [];
  const block = sheet.headerBlock ?? [];
  for (const line of block) rows.push([...indent, ...(Array.isArray(line) ? line : [line])]);
  const gap = sheet.gap ?? (block.length > 0 ? 1 : 0);
  for (let i = 0; i < gap; i++) rows.push([]);
  if (sheet.header) rows.push([...indent, ...sheet.header]);
  for (const row of sheet.rows ?? []) rows.push([...indent, ...row]);
  return rows;
}

function toWorksheet(sheet: TestSheet): WorkSheet {
  const worksheet: WorkSheet = {};
  const rows = sheetRows(sheet);
  let lastRow = 0;
  let lastColumn = 0;
  rows.forEach((row, r) => {
    row.forEach((value, c) => {
      const cell = toCell(value);
      if (!cell) return;
      worksheet[XLSX.utils.encode_cell({ r, c })] = cell;
      lastRow = Math.max(lastRow, r);
      lastColumn = Math.max(lastColumn, c);
    });
  });
  worksheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: lastRow, c: lastColumn },
  });
  if (sheet.merges)
    worksheet['!merges'] = sheet.merges.map((range) => XLSX.utils.decode_range(range));
  return worksheet;
}

/** Real `.xlsx` (or BIFF8 `.xls`) bytes of the described workbook, built in memory. */
export function buildWorkbook(workbook: TestWorkbook | TestSheet[]): Uint8Array {
  const { sheets, bookType = 'xlsx' } = Array.isArray(workbook) ? { sheets: workbook } : workbook;
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) XLSX.utils.book_append_sheet(book, toWorksheet(sheet), sheet.name);
  const written = XLSX.write(book, { type: 'array', bookType, compression: true }) as ArrayBuffer;
  return new Uint8Array(written);
}
