/**
 * An expiry as a client sends it: a calendar date (`2026-06-30`) means the whole of that day
 * (UTC), so a licence expiring "today" is still valid today; a full ISO instant is kept as is.
 */
export function expiryInstant(input: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(input) ? new Date(`${input}T23:59:59.999Z`) : new Date(input);
}

/** An activation date: a calendar date means the start of that day (UTC). */
export function activationInstant(input: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(input) ? new Date(`${input}T00:00:00.000Z`) : new Date(input);
}

/** The timezone furthest ahead of UTC (UTC+14): no client's month has begun later than there. */
const FURTHEST_AHEAD_MS = 14 * 60 * 60 * 1000;

/**
 * True when `period` (`AAAA-MM`) is after the current month (docs/design.md §4.15), judged where the
 * month turns first, so a client whose month has just begun is never refused.
 */
export function isAfterCurrentMonth(period: string, now: Date): boolean {
  const ahead = new Date(now.getTime() + FURTHEST_AHEAD_MS);
  const current = `${ahead.getUTCFullYear()}-${String(ahead.getUTCMonth() + 1).padStart(2, '0')}`;
  // `AAAA-MM` strings order as the months they name.
  return period > current;
}

/** True when the date falls on a day before today (UTC): today itself is allowed. */
export function isBeforeToday(date: Date, now: Date): boolean {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return date.getTime() < today;
}
