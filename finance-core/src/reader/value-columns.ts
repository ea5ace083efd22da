import { foldText } from '../common/text';
import { periodFromDate, periodsInText } from './period-text';
import type { YearMonth } from './period-text';
import type { CellValue } from './sheet-grid';

/** What a value column's header says: a year, maybe a month, maybe "the whole year". */
export interface ValueHeader {
  year: number;
  /** The month the figures run to (`Jun/2025` → 6), or null for a bare year. */
  month: number | null;
  /** Marked as the whole year: `Ano 2025`, `2024 (ano completo)`, `2024 ano completo`. */
  wholeYear: boolean;
}

/** A value column of a statement table. */
export interface ValueColumn {
  column: number;
  key: string;
  header: ValueHeader;
}

const YEAR_PATTERN = /(?<!\d)((?:19|20|21)\d{2})(?!\d)/;

/**
 * Reads a table header cell as a value column header: `2025`, `Ano 2025`, `31/12/2025`,
 * `Dez/2025`, `Jun/2025`, `06/2025`, `2025-06`, `Junho 2025`, `2024 (ano completo)`, a number
 * (2025) or a date cell. Null for a header that names no year.
 */
export function parseValueHeader(value: CellValue): ValueHeader | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && YEAR_PATTERN.test(String(value))
      ? { year: value, month: null, wholeYear: false }
      : null;
  }
  if (value instanceof Date) {
    const period = periodFromDate(value);
    return period ? { ...period, wholeYear: false } : null;
  }
  if (typeof value !== 'string') return null;
  const folded = foldText(value);
  const wholeYear = /(?<![a-z])ano(?![a-z])/.test(folded);
  const period = periodsInText(folded)[0];
  if (period && !wholeYear) return { ...period, wholeYear };
  const year = YEAR_PATTERN.exec(folded)?.[1];
  return year === undefined ? null : { year: Number(year), month: null, wholeYear };
}

/**
 * Whether a table is a mid-year export, and its current year: the first value column that runs
 * to a month other than December decides; failing that, the workbook's period (header line or
 * file name) when its month is not December. Otherwise the table is a December export.
 */
export function exportReference(
  headers: ValueHeader[],
  workbookPeriod: YearMonth | null,
): { midYear: false } | { midYear: true; currentYear: number } {
  const partial = headers.find((header) => header.month !== null && header.month !== 12);
  if (partial) return { midYear: true, currentYear: partial.year };
  if (workbookPeriod && workbookPeriod.month !== 12)
    return { midYear: true, currentYear: workbookPeriod.year };
  return { midYear: false };
}

/**
 * The key of each value column (docs/workbook-format.md §1). December export: the year (`2025`). Mid-year
 * export: the current year's column is `2025_current`; a whole previous year (bare `2024`,
 * `Ano 2024`, `2024 (ano completo)`, `Dez/2024`) is `2024_year`; the same months of an earlier
 * year (`Jun/2024`) are `2024_period`.
 */
export function valueKey(
  header: ValueHeader,
  reference: ReturnType<typeof exportReference>,
): string {
  const { year, month, wholeYear } = header;
  if (!reference.midYear) return String(year);
  if (month !== null && month !== 12)
    return year === reference.currentYear ? `${year}_current` : `${year}_period`;
  if (month === null && !wholeYear && year === reference.currentYear) return `${year}_current`;
  return `${year}_year`;
}

/** The key whose value is a row's `amount`: the current column, else the newest year. */
export function currentKey(columns: ValueColumn[]): string | null {
  const current = columns.find((column) => column.key.endsWith('_current'));
  if (current) return current.key;
  let newest: ValueColumn | null = null;
  for (const column of columns)
    if (!newest || column.header.year > newest.header.year) newest = column;
  return newest?.key ?? null;
}
