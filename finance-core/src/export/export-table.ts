/**
 * A table as a spreadsheet receives it: typed cells (amounts stay numbers, never formatted text),
 * header rows with the spans the screen draws, and the lines around it.
 */

/** How a numeric cell reads; the writer gives each its Excel number format. */
export type NumberKind =
  /** Euros without decimals: `1 234 €`. */
  | 'euros'
  /** A signed euro change: `+1 234 €`. */
  | 'euroChange'
  /** A fraction shown as a percentage with 2 decimals: `15,23%`. */
  | 'percent'
  /** A fraction shown as a percentage with 1 decimal (weights): `15,2%`. */
  | 'percent1'
  /** A fraction shown as a whole percentage (the balance's weights): `15%`. */
  | 'percent0'
  /** A signed relative change, 1 decimal: `+5,5%`. */
  | 'percentChange'
  /** A signed change in percentage points (the value already ×100): `+2,5 p.p.`. */
  | 'points'
  /** Whole days: `45 dias`. */
  | 'days'
  /** A signed change in days, 1 decimal: `+0,3 dias`. */
  | 'daysChange';

/** One cell: text (always written as text, never a formula), a number of a kind, or empty. */
export type ExportCell =
  { type: 'text'; text: string } | { type: 'number'; value: number; kind: NumberKind } | null;

/** A header cell and the columns and rows it spans, as the screen's `th`. */
export interface HeaderCell {
  text: string;
  colSpan?: number;
  rowSpan?: number;
}

/** A table of a sheet. */
export interface ExportTable {
  /** The table's title (its card's heading on screen). */
  title: string;
  /** Lines between the title and the table (the screen's notes). */
  notes?: readonly string[];
  /** Header rows laid out as an HTML table's: a cell under a row span is skipped. */
  header: readonly (readonly HeaderCell[])[];
  rows: readonly (readonly ExportCell[])[];
}

/** One sheet of a workbook. */
export interface ExportSheet {
  /** The sheet's tab name (cut to Excel's 31 characters, forbidden characters removed). */
  name: string;
  /** Lines at the top: what and whose (company, NIF, period). */
  lines: readonly string[];
  tables: readonly ExportTable[];
  /** Lines after the tables (insights, summary). */
  footer?: readonly string[];
}

/** A text cell (`null`/empty text: an empty cell). */
export function text(value: string | null | undefined): ExportCell {
  return value ? { type: 'text', text: value } : null;
}

/** A number cell of `kind`; null, NaN and infinities give an empty cell (the screen's `—`). */
export function numberCell(value: number | null | undefined, kind: NumberKind): ExportCell {
  return typeof value === 'number' && Number.isFinite(value)
    ? { type: 'number', value, kind }
    : null;
}

/** Plain column headers, one row. */
export function headerRow(...labels: string[]): HeaderCell[][] {
  return [labels.map((label) => ({ text: label }))];
}
