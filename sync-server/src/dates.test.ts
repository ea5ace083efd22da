import { describe, expect, it } from 'vitest';
import { activationInstant, expiryInstant, isBeforeToday } from './dates';

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
