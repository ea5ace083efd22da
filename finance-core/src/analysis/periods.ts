import { MONTH_ABBREVIATIONS, MONTH_NAMES } from '../common/months';

/** A period split into numbers; `month` is 1–12. */
export interface PeriodParts {
  year: number;
  month: number;
}

const PERIOD = /^(\d{4})(?:-(\d{2}))?$/;

/**
 * The year and month of a period `AAAA-MM`; a bare year `AAAA` reads as December of that year
 * (docs/product.md §2). Null when the text is neither.
 */
export function parsePeriod(period: string): PeriodParts | null {
  const match = PERIOD.exec(period.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] === undefined ? 12 : Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** `AAAA-MM` of a period (a bare year becomes `AAAA-12`), or null when unreadable. */
export function normalizePeriod(period: string): string | null {
  const parts = parsePeriod(period);
  return parts ? `${parts.year}-${String(parts.month).padStart(2, '0')}` : null;
}

function sortKey(period: string): number {
  const parts = parsePeriod(period);
  return parts ? parts.year * 12 + parts.month : Number.NEGATIVE_INFINITY;
}

/** Periods newest first (a new array); unreadable ones last. */
export function sortPeriodsNewestFirst(periods: readonly string[]): string[] {
  return [...periods].sort((a, b) => sortKey(b) - sortKey(a));
}

/** The newest period, the one the screens select automatically; null when there is none. */
export function latestPeriod(periods: readonly string[]): string | null {
  return sortPeriodsNewestFirst(periods)[0] ?? null;
}

/**
 * The previous year's period of `selected`: the latest stored period whose year is one before the
 * selected one (docs/product.md §9), or null.
 */
export function previousYearPeriod(periods: readonly string[], selected: string): string | null {
  const parts = parsePeriod(selected);
  if (!parts) return null;
  return latestPeriod(periods.filter((period) => parsePeriod(period)?.year === parts.year - 1));
}

/**
 * The stored period of the previous year covering the same months as `selected` (2025-06 →
 * 2024-06): the like-for-like comparison of year-to-date flows (docs/design.md §4.16), or null.
 */
export function sameMonthsLastYear(periods: readonly string[], selected: string): string | null {
  const parts = parsePeriod(selected);
  if (!parts) return null;
  return (
    periods.find((period) => {
      const other = parsePeriod(period);
      return other?.year === parts.year - 1 && other.month === parts.month;
    }) ?? null
  );
}

/**
 * The period `selected` is compared with against the previous year, as the analysis pairs the
 * income statement (`periodContext`): the same months of the previous year when stored, else the
 * previous year's latest period (docs/product.md §9); null when the previous year has none.
 */
export function previousYearPartner(periods: readonly string[], selected: string): string | null {
  return sameMonthsLastYear(periods, selected) ?? previousYearPeriod(periods, selected);
}

/** `junho de 2025`; a bare year `2025` reads `dezembro de 2025`. The text itself when unreadable. */
export function periodLabel(period: string): string {
  const parts = parsePeriod(period);
  if (!parts) return period;
  return `${MONTH_NAMES[parts.month - 1] ?? ''} de ${parts.year}`;
}

/** `Dezembro 2025`: the month name capitalised and the year, as titles and tables name a period. */
export function periodTitle(period: string): string {
  const parts = parsePeriod(period);
  if (!parts) return period;
  const month = MONTH_NAMES[parts.month - 1] ?? '';
  return `${month.charAt(0).toUpperCase()}${month.slice(1)} ${parts.year}`;
}

/** `06/2025`, the period as the revenue sentence writes it (`Até MM/YYYY …`). */
export function periodNumericLabel(period: string): string {
  const parts = parsePeriod(period);
  if (!parts) return period;
  return `${String(parts.month).padStart(2, '0')}/${parts.year}`;
}

/** `Jun/2025`: a month abbreviation (Jan…Dez) and a year, as table headers write a period. */
export function monthYearLabel(month: number, year: number): string {
  return `${MONTH_ABBREVIATIONS[month - 1] ?? ''}/${year}`;
}

/**
 * Days from 1 January to the end of the period's month: the time base of day ratios over
 * year-to-date figures (2025-06 → 181). A December period is a whole year: 365 (docs/product.md §9).
 */
export function daysElapsed(parts: PeriodParts): number {
  if (parts.month === 12) return 365;
  const endOfMonth = Date.UTC(parts.year, parts.month, 0);
  const startOfYear = Date.UTC(parts.year, 0, 0);
  return Math.round((endOfMonth - startOfYear) / 86_400_000);
}
