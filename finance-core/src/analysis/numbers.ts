/** Numeric helpers of the analysis: null stands for "not computable", never a fake zero. */

/** `a / b`, or null when either is missing, `b` is zero, or the result is not finite. */
export function safeDivide(
  numerator: number | null | undefined,
  denominator: number | null | undefined,
): number | null {
  if (numerator === null || numerator === undefined) return null;
  if (denominator === null || denominator === undefined || denominator === 0) return null;
  const result = numerator / denominator;
  return Number.isFinite(result) ? result : null;
}

/** Absolute value that keeps null. */
export function absOrNull(value: number | null): number | null {
  return value === null ? null : Math.abs(value);
}

/** Sum of the known values, or null when none is known. */
export function sumKnown(...values: (number | null)[]): number | null {
  let total: number | null = null;
  for (const value of values) if (value !== null) total = (total ?? 0) + value;
  return total;
}

/** A fraction as percent, with floating-point noise removed (0.07 → 7, not 7.000000000000001). */
export function toPercent(fraction: number): number {
  return Math.round(fraction * 100 * 1e9) / 1e9;
}

/** Direction of a change; `flat` below half a cent (or half a unit of the value's own scale). */
export type Trend = 'up' | 'down' | 'flat';

/** How a trend reads (the AH arrow's name, and its text in an exported table). */
export const TREND_LABELS: Readonly<Record<Trend, string>> = {
  up: 'A subir',
  down: 'A descer',
  flat: 'Estável',
};

/** A current value beside its previous one, with the change in value and in percent. */
export interface ValueComparison {
  current: number | null;
  previous: number | null;
  /** current − previous. */
  delta: number | null;
  /** (current − previous) / |previous| as a fraction; null when previous is 0 or missing. */
  deltaPercent: number | null;
  /** Direction of `delta` (the AH arrow); null when it cannot be computed. */
  trend: Trend | null;
}

/** Compares a current value with a previous one; `tolerance` is the smallest change not flat. */
export function compareValues(
  current: number | null,
  previous: number | null,
  tolerance = 0.005,
): ValueComparison {
  const delta = current !== null && previous !== null ? current - previous : null;
  return {
    current,
    previous,
    delta,
    deltaPercent: delta === null ? null : safeDivide(delta, Math.abs(previous ?? 0)),
    trend: delta === null ? null : Math.abs(delta) < tolerance ? 'flat' : delta > 0 ? 'up' : 'down',
  };
}
