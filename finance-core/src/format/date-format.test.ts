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
});
