import { describe, expect, it } from 'vitest';
import { calendarDateOf, formatLongDate, todayCalendarDate } from './date-field';

describe('date field helpers', () => {
  it('write a calendar date in the pt-PT long form', () => {
    expect(formatLongDate('2027-06-30')).toBe('30 de junho de 2027');
    expect(formatLongDate('2028-02-29')).toBe('29 de fevereiro de 2028');
    expect(formatLongDate('30/06/2027')).toBe('');
  });

  it("give today and an instant's day in the device's calendar", () => {
    const now = new Date(2026, 10, 23, 23, 59);
    expect(todayCalendarDate(now)).toBe('2026-11-23');
    expect(calendarDateOf(new Date(2027, 0, 5, 0, 1).toISOString())).toBe('2027-01-05');
    expect(calendarDateOf('not a date')).toBe('');
  });
});
