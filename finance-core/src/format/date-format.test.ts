import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-format';
import { EMPTY_VALUE } from './number-format';

describe('formatDate', () => {
  it('shows calendar dates as written, dd/MM/yyyy', () => {
    expect(formatDate('2025-06-30')).toBe('30/06/2025');
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
  });

  it('shows instants in the given time zone', () => {
    expect(formatDate('2025-06-30T23:30:00.000Z', 'UTC')).toBe('30/06/2025');
    expect(formatDate('2025-06-30T23:30:00.000Z', 'Europe/Lisbon')).toBe('01/07/2025');
    expect(formatDate(new Date(Date.UTC(2025, 0, 5)), 'UTC')).toBe('05/01/2025');
    expect(formatDateTime('2025-06-30T23:05:00.000Z', 'UTC')).toBe('30/06/2025, 23:05');
  });

  it('shows — for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe(EMPTY_VALUE);
    expect(formatDate('ontem')).toBe(EMPTY_VALUE);
    expect(formatDateTime(undefined)).toBe(EMPTY_VALUE);
    expect(formatDateTime('not a date')).toBe(EMPTY_VALUE);
  });

  it("writes instants in the device's time zone as Intl.DateTimeFormat pt-PT does", () => {
    // Each made once: a formatter costs far more to make than to use.
    const referenceFormat = (withTime: boolean) =>
      new Intl.DateTimeFormat('pt-PT', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
      });
    const references = { date: referenceFormat(false), dateTime: referenceFormat(true) };
    const reference = (withTime: boolean) => (withTime ? references.dateTime : references.date);
    let instant = Date.UTC(1999, 11, 31, 23, 59);
    for (let step = 0; step < 2000; step++) {
      // Steps of a little over 5 days and 7 hours: every hour, minute, month end and leap day.
      instant += 5 * 86_400_000 + 7 * 3_600_000 + 13 * 60_000;
      const date = new Date(instant);
      expect(formatDate(date)).toBe(reference(false).format(date));
      expect(formatDateTime(date)).toBe(reference(true).format(date));
      expect(formatDateTime(date.toISOString())).toBe(reference(true).format(date));
    }
  });
});
