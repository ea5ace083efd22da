import * as XLSX from 'xlsx';
import type { CellObject, Range, WorkSheet } from 'xlsx';
import type { ExportCell, ExportSheet, HeaderCell, NumberKind } from './export-table';

/**
 * Excel number formats of each kind. Format codes are locale-free: Excel shows `#,##0` with the
 * reader's separators, so a pt-PT Excel reads `1 234 €` and `15,23%`, as the screens do.
 */
export const NUMBER_FORMATS: Readonly<Record<NumberKind, string>> = {
  euros: '#,##0 "€";-#,##0 "€";0 "€"',
  euroChange: '+#,##0 "€";-#,##0 "€";0 "€"',
  percent: '0.00%',
  percent1: '0.0%',
  percent0: '0%',
  percentChange: '+0.0%;-0.0%;0.0%',
  points: '+0.0 "p.p.";-0.0 "p.p.";0.0 "p.p."',
  days: '0 "dias"',
  daysChange: '+0.0 "dias";-0.0 "dias";0.0 "dias"',
};

// Excel's limits on a sheet's name: 31 characters, none of : \ / ? * [ ].
const SHEET_NAME_FORBIDDEN = /[:\\/?*[\]]/g;
const SHEET_NAME_LENGTH = 31;

/** A name Excel accepts for a sheet, unique among `taken` (which it joins). */
export function sheetName(name: string, taken: Set<string>): string {
  const base =
    name.replace(SHEET_NAME_FORBIDDEN, ' ').replace(/\s+/g, ' ').trim().replace(/^'|'$/g, '') ||
    'Folha';
  let candidate = base.slice(0, SHEET_NAME_LENGTH);
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    candidate = `${base.slice(0, SHEET_NAME_LENGTH - suffix.length)}${suffix}`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * A cell object: text is always a string cell (`t: 's'`, never `f`), so a description starting
 * with `=`, `+`, `-` or `@` stays text and is never run as a formula; numbers keep their value
 * with the kind's number format.
 */
function cellObject(cell: ExportCell): CellObject | null {
  if (cell === null) return null;
  if (cell.type === 'text') return { t: 's', v: cell.text };
  return { t: 'n', v: cell.value, z: NUMBER_FORMATS[cell.kind] };
}

/** A sheet being filled row by row, tracking widths and merges. */
class SheetWriter {
  readonly sheet: WorkSheet = {};
  readonly merges: Range[] = [];
  readonly widths: number[] = [];
  row = 0;
  columns = 1;

  put(row: number, column: number, cell: CellObject | null, width: number): void {
    if (cell === null) return;
    this.sheet[XLSX.utils.encode_cell({ r: row, c: column })] = cell;
    this.columns = Math.max(this.columns, column + 1);
    this.widths[column] = Math.max(this.widths[column] ?? 8, Math.min(width, 60));
  }

  line(value: string): void {
    // A long line (a sentence) must not widen the first column: it overflows to the right.
    this.put(this.row, 0, { t: 's', v: value }, 8);
    this.row++;
  }

  /** Header rows laid out as an HTML table's, with the spans merged. */
  header(rows: readonly (readonly HeaderCell[])[]): void {
    const occupied = new Set<string>();
    rows.forEach((cells, offset) => {
      const r = this.row + offset;
      let c = 0;
      for (const cell of cells) {
        while (occupied.has(`${r}:${c}`)) c++;
        const colSpan = cell.colSpan ?? 1;
        const rowSpan = cell.rowSpan ?? 1;
        this.put(r, c, { t: 's', v: cell.text }, colSpan === 1 ? cell.text.length + 2 : 8);
        for (let dr = 0; dr < rowSpan; dr++) {
          for (let dc = 0; dc < colSpan; dc++) occupied.add(`${r + dr}:${c + dc}`);
        }
        if (colSpan > 1 || rowSpan > 1) {
          this.merges.push({ s: { r, c }, e: { r: r + rowSpan - 1, c: c + colSpan - 1 } });
        }
        c += colSpan;
      }
    });
    this.row += rows.length;
  }

  cells(cells: readonly ExportCell[]): void {
    cells.forEach((cell, column) => {
      const width = cell?.type === 'text' ? cell.text.length + 2 : 14;
      this.put(this.row, column, cellObject(cell), width);
    });
    this.row++;
  }

  finish(): WorkSheet {
    this.sheet['!ref'] = XLSX.utils.encode_range({
      s: { r: 0, c: 0 },
      e: { r: Math.max(this.row - 1, 0), c: this.columns - 1 },
    });
    if (this.merges.length > 0) this.sheet['!merges'] = this.merges;
    this.sheet['!cols'] = Array.from({ length: this.columns }, (_, column) => ({
      wch: this.widths[column] ?? 10,
    }));
    return this.sheet;
  }
}

function worksheet(sheet: ExportSheet): WorkSheet {
  const writer = new SheetWriter();
  for (const line of sheet.lines) writer.line(line);
  for (const table of sheet.tables) {
    if (writer.row > 0) writer.row++;
    writer.line(table.title);
    for (const note of table.notes ?? []) writer.line(note);
    writer.header(table.header);
    for (const row of table.rows) writer.cells(row);
  }
  if (sheet.footer && sheet.footer.length > 0) {
    writer.row++;
    for (const line of sheet.footer) writer.line(line);
  }
  return writer.finish();
}

/**
 * An `.xlsx` workbook of the sheets, in order (SheetJS `write`): amounts and percentages as
 * numbers with their formats, texts as text. Pure: runs in a browser, a worker or Node.
 */
export function writeWorkbook(sheets: readonly ExportSheet[]): Uint8Array {
  const book = XLSX.utils.book_new();
  const taken = new Set<string>();
  for (const sheet of sheets) {
    XLSX.utils.book_append_sheet(book, worksheet(sheet), sheetName(sheet.name, taken));
  }
  if (sheets.length === 0) XLSX.utils.book_append_sheet(book, { '!ref': 'A1' }, 'Folha');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as
    ArrayBuffer | Uint8Array;
  return bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
}
