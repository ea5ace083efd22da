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

/** True when the date falls on a day before today (UTC): today itself is allowed. */
export function isBeforeToday(date: Date, now: Date): boolean {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return date.getTime() < today;
}
