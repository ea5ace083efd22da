import { EMPTY_VALUE } from './number-format';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(withTime: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const cacheKey = `${withTime}:${timeZone ?? ''}`;
  let cached = dateFormatters.get(cacheKey);
  if (!cached) {
    cached = new Intl.DateTimeFormat('pt-PT', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    dateFormatters.set(cacheKey, cached);
  }
  return cached;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * `date` in the device's time zone as `Intl.DateTimeFormat('pt-PT')` writes it, without Intl
 * (its first formatter loads ICU's data: a long task on a phone, see number-format.ts); years
 * outside 1000–9999 are left to Intl.
 */
function localText(date: Date, withTime: boolean): string | null {
  const year = date.getFullYear();
  if (year < 1000 || year > 9999) return null;
  const day = `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${year}`;
  return withTime ? `${day}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}` : day;
}

/** `date` as dd/MM/yyyy[, HH:mm], in `timeZone` or the device's. */
function dateText(date: Date, withTime: boolean, timeZone: string | undefined): string {
  return (
    (timeZone === undefined ? localText(date, withTime) : null) ??
    dateFormatter(withTime, timeZone).format(date)
  );
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date as `dd/MM/yyyy` (docs/product.md §1). A calendar date (`2025-06-30`) is shown as written; an
 * instant (Date, ISO date-time, epoch ms) in the device's time zone unless `timeZone` is given.
 * Unreadable input gives `—`.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  timeZone?: string,
): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  if (typeof value === 'string') {
    const calendar = CALENDAR_DATE.exec(value);
    if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  }
  const date = toDate(value);
  return date ? dateText(date, false, timeZone) : EMPTY_VALUE;
}

/** A date and time as `dd/MM/yyyy, HH:mm` (24 h), e.g. the dashboard header's clock. */
export function formatDateTime(
  value: Date | string | number | null | undefined,
  timeZone?: string,
): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const date = toDate(value);
  return date ? dateText(date, true, timeZone) : EMPTY_VALUE;
}
