import { foldText } from '../common/text';
import { cellDisplayText } from './sheet-grid';
import type { SheetGrid } from './sheet-grid';
import { parseValueHeader } from './value-columns';
import type { ValueHeader } from './value-columns';

/** Whole-cell texts that mark the description column of the table header row (folded). */
export const DESCRIPTION_HEADERS: ReadonlySet<string> = new Set([
  'descricao',
  'rubrica',
  'rubricas',
  'designacao',
  'indicador',
  'indicadores',
]);

/** Whole-cell texts that mark the code column (folded). */
export const CODE_HEADERS: ReadonlySet<string> = new Set(['codigo', 'conta']);

/** The table header row of a statement sheet and what its cells say. */
export interface TableHeader {
  row: number;
  descriptionColumn: number;
  codeColumn: number | null;
  /** Every other header cell that names a year, left to right. */
  valueHeaders: Array<{ column: number; header: ValueHeader }>;
}

/** No header text of the rules is longer; longer cells are not folded at all (speed). */
const LONGEST_HEADER = 20;

/** A header cell's text as the rules compare it: folded, without a trailing colon. */
function headerKey(text: string): string {
  return text.length > LONGEST_HEADER ? '' : foldText(text).replace(/\s*:$/, '');
}

/**
 * Finds the table header row: the first row with a cell whose whole text, folded and without a
 * trailing colon, is `descrição`, `rubrica(s)`, `designação` or `indicador(es)` (so `Indicadores:`
 * is one, the title `Indicadores económico-financeiros` is not). In that row, the code column is
 * the cell reading `código` or `conta` (anywhere, or absent), and every other cell naming a year
 * is a value column. Null when no row qualifies.
 */
export function findTableHeader(grid: SheetGrid): TableHeader | null {
  for (const row of grid.rows) {
    const columns = grid.columns(row);
    let descriptionColumn = -1;
    for (const column of columns) {
      if (DESCRIPTION_HEADERS.has(headerKey(cellDisplayText(grid.cell(row, column))))) {
        descriptionColumn = column;
        break;
      }
    }
    if (descriptionColumn === -1) continue;

    let codeColumn: number | null = null;
    const valueHeaders: TableHeader['valueHeaders'] = [];
    for (const column of columns) {
      if (column === descriptionColumn) continue;
      const value = grid.cell(row, column);
      if (codeColumn === null && CODE_HEADERS.has(headerKey(cellDisplayText(value)))) {
        codeColumn = column;
        continue;
      }
      const header = parseValueHeader(value);
      if (header) valueHeaders.push({ column, header });
    }
    return { row, descriptionColumn, codeColumn, valueHeaders };
  }
  return null;
}
