import { daysElapsed, monthYearLabel, parsePeriod } from './periods';
import type { PeriodParts } from './periods';

/** What a column of `values` holds (docs/workbook-format.md, value keys). */
export type ValueKeyKind = 'year' | 'current' | 'fullYear' | 'samePeriod';

/** A value key read: `2025` (year), `2025_current`, `2024_year` (fullYear), `2024_period`. */
export interface ValueKey {
  key: string;
  year: number;
  kind: ValueKeyKind;
}

/** The text written for a whole previous year in a mid-year export (docs/product.md §2). */
export const FULL_YEAR_LABEL = 'ano completo';

// Also the alternative spellings docs/product.md §3 lists: `2024_year`, legacy `value2025`.
const VALUE_KEY = /^(?:value)?(\d{4})(?:_(current|year|period))?$/;
const KIND_BY_SUFFIX: Record<string, ValueKeyKind> = {
  current: 'current',
  year: 'fullYear',
  period: 'samePeriod',
};

/** Reads a value key; null for keys that are not one. */
export function parseValueKey(key: string): ValueKey | null {
  const match = VALUE_KEY.exec(key);
  if (!match) return null;
  const suffix = match[2];
  return {
    key,
    year: Number(match[1]),
    kind: suffix === undefined ? 'year' : (KIND_BY_SUFFIX[suffix] ?? 'year'),
  };
}

/**
 * The header of a value column for a period: `2025`, `Jun/2025` (current, mid-year),
 * `2024 (ano completo)`, `Jun/2024` (same period a year earlier).
 */
export function valueKeyLabel(key: string, period: string): string {
  const parsed = parseValueKey(key);
  if (!parsed) return key;
  const month = parsePeriod(period)?.month ?? 12;
  switch (parsed.kind) {
    case 'fullYear':
      return `${parsed.year} (${FULL_YEAR_LABEL})`;
    case 'current':
    case 'samePeriod':
      return month === 12 ? String(parsed.year) : monthYearLabel(month, parsed.year);
    case 'year':
      return String(parsed.year);
  }
}

/**
 * The value columns of one statement. 2-column mode: the current year and the previous one (a
 * December export, or the balance sheet and ratios of a mid-year export). 3-column mode (a mid-year
 * DRE/FSE): the current year to date, the whole previous year and the previous year's same period.
 */
export type StatementColumns =
  | { mode: 2; current: string | null; previous: string | null }
  | { mode: 3; current: string; previousYear: string; previousPeriod: string };

/** Every value key used by the rows, read, newest year first. */
function statementKeys(accounts: readonly { values: Record<string, number> }[]): ValueKey[] {
  const seen = new Set<string>();
  for (const account of accounts) for (const key of Object.keys(account.values)) seen.add(key);
  const keys: ValueKey[] = [];
  for (const key of seen) {
    const parsed = parseValueKey(key);
    if (parsed) keys.push(parsed);
  }
  return keys.sort((a, b) => b.year - a.year);
}

/** The value columns of a statement (docs/product.md §2: keys containing current, year, period). */
export function statementColumns(
  accounts: readonly { values: Record<string, number> }[],
): StatementColumns {
  const keys = statementKeys(accounts);
  const current = keys.find((k) => k.kind === 'current') ?? keys.find((k) => k.kind === 'year');
  if (!current) return { mode: 2, current: null, previous: null };
  const earlier = keys.filter((k) => k.year < current.year);
  const samePeriod = earlier.find((k) => k.kind === 'samePeriod');
  const fullYear = earlier.find((k) => k.kind === 'fullYear' || k.kind === 'year');
  if (current.kind === 'current' && samePeriod && fullYear) {
    return {
      mode: 3,
      current: current.key,
      previousYear: fullYear.key,
      previousPeriod: samePeriod.key,
    };
  }
  return { mode: 2, current: current.key, previous: (fullYear ?? samePeriod)?.key ?? null };
}

/**
 * The column a comparison with the previous year reads: in 3-column mode the same period a year
 * earlier (like for like), otherwise the previous column.
 */
export function comparableColumn(columns: StatementColumns): string | null {
  return columns.mode === 3 ? columns.previousPeriod : columns.previous;
}

/**
 * How many days a column's flows cover, the base of day ratios: the days elapsed to the end of the
 * period's month for year-to-date columns (`_current`, `_period`, or the current year of a
 * mid-year period), 365 for whole years. Year-to-date figures are never annualised; the Rácios
 * sheets of the exporting software use this same base (docs/workbook-format.md, Ratios sheet).
 */
export function columnDayBase(key: string | null, period: string): number {
  const parts = parsePeriod(period);
  const parsed = key === null ? null : parseValueKey(key);
  if (!parts || !parsed) return 365;
  const yearToDate =
    parsed.kind === 'current' ||
    parsed.kind === 'samePeriod' ||
    (parsed.kind === 'year' && parsed.year === parts.year);
  if (!yearToDate) return 365;
  const base: PeriodParts = { year: parsed.year, month: parts.month };
  return daysElapsed(base);
}
