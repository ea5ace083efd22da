import { describe, expect, it } from 'vitest';
import { activationInstant, expiryInstant, isBeforeToday, isAfterCurrentMonth } from './dates';

describe('licence dates', () => {
  it('reads a calendar expiry as the end of that day and keeps instants', () => {
    expect(expiryInstant('2026-06-30').toISOString()).toBe('2026-06-30T23:59:59.999Z');
    expect(expiryInstant('2026-06-30T10:00:00.000Z').toISOString()).toBe(
      '2026-06-30T10:00:00.000Z',
    );
    expect(activationInstant('2026-06-30').toISOString()).toBe('2026-06-30T00:00:00.000Z');
  });

  it('allows today and refuses yesterday', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    expect(isBeforeToday(new Date('2026-03-10T00:00:00Z'), now)).toBe(false);
    expect(isBeforeToday(new Date('2026-03-09T23:59:59Z'), now)).toBe(true);
    expect(isBeforeToday(new Date('2027-01-01T00:00:00Z'), now)).toBe(false);
  });
});

describe('isAfterCurrentMonth', () => {
  it('refuses months after the current one, judged where the month turns first (UTC+14)', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    expect(isAfterCurrentMonth('2026-11', now)).toBe(false);
    expect(isAfterCurrentMonth('2025-12', now)).toBe(false);
    expect(isAfterCurrentMonth('2026-12', now)).toBe(true);
    expect(isAfterCurrentMonth('2099-12', now)).toBe(true);
    // 30 November 10:00 UTC is already December in Kiribati: a client there may confirm it.
    expect(isAfterCurrentMonth('2026-12', new Date('2026-11-30T10:00:00.000Z'))).toBe(false);
    expect(isAfterCurrentMonth('2027-01', new Date('2026-11-30T10:00:00.000Z'))).toBe(true);
  });
});
