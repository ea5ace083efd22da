import {
  formatDays,
  formatDaysVariation,
  formatEuroVariation,
  formatEuros,
  formatPercent,
  formatPointsVariation,
} from './number-format';

/** How a figure reads: a fraction shown as percent, a number of days, or euros. */
export type FigureUnit = 'percent' | 'days' | 'euros';

/** A figure in its unit (docs/product.md §9): percent with 2 decimals, whole days, euros. */
export function formatByUnit(value: number | null | undefined, unit: FigureUnit): string {
  if (unit === 'percent') return formatPercent(value);
  return unit === 'days' ? formatDays(value) : formatEuros(value);
}

/**
 * A change of a figure in its unit, signed: percentage points (1 decimal) for percentages, days
 * (1 decimal), euros.
 */
export function formatChangeByUnit(change: number | null | undefined, unit: FigureUnit): string {
  if (unit === 'percent') return formatPointsVariation(change);
  return unit === 'days' ? formatDaysVariation(change) : formatEuroVariation(change);
}
