import { foldText } from '../common/text';
import { periodFromDate, periodFromText } from './period-text';
import type { YearMonth } from './period-text';
import { cellDisplayText, cellText } from './sheet-grid';
import type { CellValue, SheetGrid } from './sheet-grid';
import { sheetNameMatches } from './sheet-names';

/** What the free-text lines above a statement table say. */
export interface HeaderBlock {
  company: string | null;
  nif: string | null;
  period: YearMonth | null;
  /** The text of a period line whose period could not be read, for a warning. */
  unreadablePeriod: string | null;
}

const NIF_KEYWORD = /(?<![a-z])(?:nif|contribuinte|nipc)(?![a-z])/;
// The first word, then `:` or a space (or nothing: the period may stand in the next cell).
const PERIOD_LINE = /^(?:data de referencia|periodo|mes|data)(?=\s*:|\s|$)\s*:?/;
const COMPANY_LABEL = /^(?:empresa|entidade|denominacao|nome|cliente|sociedade)\s*:\s*/;
const LABEL = /^[^:]{1,40}:/;
/** A longer line is a note, not a company name. */
const LONGEST_COMPANY = 160;
const LEGAL_FORM =
  /(?<![a-z])(?:lda|limitada|unipessoal|s\.?\s?a|sgps|crl|sociedade|cooperativa|e\.?i\.?r\.?l)(?![a-z])/;
// Lines that title a report rather than name a company.
const TITLE_PATTERNS = [
  'balanco',
  'balance',
  'balancete',
  'dre',
  'demonstracao',
  'resultados',
  'fse',
  'fornecimentos',
  'racios',
  'indicadores',
  'simulacao',
  'relatorio',
  'mapa',
  'valores',
  'montantes',
  'unidade',
  'moeda',
  'euros',
];

/** The first 9-digit number in `text` (digits may be grouped by single spaces or dots). */
function nineDigits(text: string): string | null {
  for (const match of text.matchAll(/\d(?:[ .\u00a0]?\d)*/g)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length === 9) return digits;
  }
  return null;
}

function nineDigitsInCell(value: CellValue): string | null {
  if (typeof value === 'number') return Number.isInteger(value) ? nineDigits(String(value)) : null;
  return typeof value === 'string' ? nineDigits(value) : null;
}

function periodInCell(value: CellValue): YearMonth | null {
  if (value instanceof Date) return periodFromDate(value);
  return typeof value === 'string' ? periodFromText(value) : null;
}

/**
 * Reads the header block: the rows above the table header row (`endRow` excluded), any column, any
 * order. NIF: the first 9-digit number after `NIF`, `Contribuinte` or `NIPC`, in the same cell or
 * a later cell of the row. Period: a line whose first word is `Período`, `Periodo`, `Mês`, `Mes`,
 * `Data` or `Data de referência` followed by `:` or a space (`Datacenter` and `Mesquita` are not),
 * with the period after it or in the next cell (text or a date cell). Company: a `Empresa:` line,
 * else the first line naming a legal form (`Lda`, `S.A.`, `Unipessoal`…), else the first other line
 * that is not a label or a report title.
 */
export function readHeaderBlock(grid: SheetGrid, endRow: number): HeaderBlock {
  const block: HeaderBlock = { company: null, nif: null, period: null, unreadablePeriod: null };
  let labelledCompany: string | null = null;
  let legalFormCompany: string | null = null;
  let plainCompany: string | null = null;

  for (const row of grid.rows) {
    if (row >= endRow) break;
    const columns = grid.columns(row);
    // Cells already read as the value of a label on their left (`NIF:` | 509442013).
    const consumed = new Set<number>();
    /** The first non-empty cell right of `column`, marked as read. */
    const nextCell = (column: number): CellValue => {
      for (const next of columns) {
        if (next <= column) continue;
        const value = grid.cell(row, next);
        if (value instanceof Date || cellDisplayText(value) !== '') {
          consumed.add(next);
          return value;
        }
      }
      return null;
    };

    for (const column of columns) {
      if (consumed.has(column)) continue;
      const text = cellText(grid.cell(row, column));
      if (text === '') continue;
      const folded = foldText(text);

      const nifKeyword = NIF_KEYWORD.exec(folded);
      if (nifKeyword) {
        const nif = nineDigits(folded.slice(nifKeyword.index + nifKeyword[0].length));
        block.nif ??= nif ?? nineDigitsInCell(nextCell(column));
        continue;
      }

      const periodLine = PERIOD_LINE.exec(folded);
      if (periodLine) {
        const rest = folded.slice(periodLine[0].length).trim();
        let period: YearMonth | null;
        let shown = text;
        if (rest !== '') {
          period = periodFromText(rest);
        } else {
          const next = nextCell(column);
          period = periodInCell(next);
          shown = `${text} ${next instanceof Date ? '' : cellDisplayText(next)}`.trim();
        }
        if (block.period === null) {
          if (period) block.period = period;
          else block.unreadablePeriod ??= shown;
        }
        continue;
      }

      if (COMPANY_LABEL.test(folded)) {
        const rest = text.slice(text.indexOf(':') + 1).trim();
        labelledCompany ??= rest || cellDisplayText(nextCell(column)) || null;
        continue;
      }

      if (
        text.length > LONGEST_COMPANY ||
        LABEL.test(folded) ||
        !/[a-z]/.test(folded) ||
        sheetNameMatches(text, TITLE_PATTERNS)
      )
        continue;
      if (LEGAL_FORM.test(folded)) legalFormCompany ??= text;
      plainCompany ??= text;
    }
  }
  block.company = labelledCompany ?? legalFormCompany ?? plainCompany;
  return block;
}
