import { safeDivide, toPercent } from '../analysis/numbers';

/**
 * Relative change in percent (12.5 = +12.5 %) of two amounts, or null when either is missing or
 * the previous one is zero. A negative base counts by its size, so a loss shrinking is growth.
 */
export function growthPercent(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null;
  const fraction = safeDivide(current - previous, Math.abs(previous));
  return fraction === null ? null : toPercent(fraction);
}

/** Change in percentage points of two fractions (0.30 → 0.25 is −5), or null. */
export function pointsChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null;
  return toPercent(current - previous);
}

/** A fraction in percent, or null. */
export function percentOf(fraction: number | null): number | null {
  return fraction === null ? null : toPercent(fraction);
}
