import { describe, expect, it } from 'vitest';
import { COUNT_CHANGE_DAYS, countChange } from './count-change';

const now = new Date('2026-11-23T12:00:00.000Z');

describe('countChange', () => {
  it('compares with the records that existed 30 days earlier', () => {
    const result = countChange(
      ['2026-01-01T00:00:00.000Z', '2026-10-24T12:00:00.000Z', '2026-11-20T00:00:00.000Z'],
      now,
    );
    expect(COUNT_CHANGE_DAYS).toBe(30);
    // 24 October 12:00 is exactly 30 days earlier: it counts as existing then.
    expect(result).toEqual({ current: 3, previous: 2, change: 0.5 });
  });

  it('gives no change without anything to compare with', () => {
    expect(countChange([], now)).toEqual({ current: 0, previous: 0, change: null });
    expect(countChange(['2026-11-20T00:00:00.000Z'], now).change).toBeNull();
  });

  it('gives zero when nothing new was created', () => {
    expect(countChange(['2025-01-01T00:00:00.000Z'], now).change).toBe(0);
  });
});
