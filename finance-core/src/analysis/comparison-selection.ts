import { analysisMessages } from './analysis-messages';
import { parsePeriod, sortPeriodsNewestFirst } from './periods';
import { periodMonths } from './previous-source';

/** How many periods the Comparativo tab compares (docs/product.md §5, §9). */
export const COMPARISON_LIMITS = { min: 2, max: 4 } as const;

/** The answer to a click on a period of the comparison selector. */
export interface ComparisonSelection {
  /** The selection after the click, newest first. */
  selected: string[];
  /** Set when the click was refused (a fifth period): the toast's title and text. */
  refusal: { title: string; description: string } | null;
}

/**
 * Adds or removes `period` from the comparison selection; a fifth period is refused with the
 * toast `Limite atingido` / `Pode selecionar no máximo 4 períodos para comparação`.
 */
export function toggleComparisonPeriod(
  selected: readonly string[],
  period: string,
): ComparisonSelection {
  if (selected.includes(period)) {
    return { selected: selected.filter((item) => item !== period), refusal: null };
  }
  if (selected.length >= COMPARISON_LIMITS.max) {
    return {
      selected: sortPeriodsNewestFirst(selected),
      refusal: {
        title: analysisMessages.comparisonLimitTitle,
        description: analysisMessages.comparisonLimit,
      },
    };
  }
  return { selected: sortPeriodsNewestFirst([...selected, period]), refusal: null };
}

/** True when the selection can be compared (2 to 4 periods). */
export function canCompare(selected: readonly string[]): boolean {
  return selected.length >= COMPARISON_LIMITS.min && selected.length <= COMPARISON_LIMITS.max;
}

/**
 * The periods the Comparativo opens with, like for like (docs/design.md §4.16): `latest` (the
 * newest stored period unless given, e.g. the default period, which skips simulations) and the
 * same month a year before when it is stored; else the two newest periods of equal length (the
 * same number of months, year to date); else the two newest. Newest first; fewer than 2 only
 * when fewer are stored.
 */
export function defaultComparisonSelection(
  periods: readonly string[],
  latest?: string | null,
): string[] {
  const newestFirst = sortPeriodsNewestFirst(periods);
  const anchor = latest && newestFirst.includes(latest) ? latest : newestFirst[0];
  if (anchor === undefined) return [];
  const parts = parsePeriod(anchor);
  const yearBefore = newestFirst.find((period) => {
    const other = parsePeriod(period);
    return parts !== null && other?.year === parts.year - 1 && other.month === parts.month;
  });
  if (yearBefore) return [anchor, yearBefore];
  // From the newest down, the first period that has an older one of the same length.
  for (const [index, period] of newestFirst.entries()) {
    const months = periodMonths(period);
    const partner = newestFirst.slice(index + 1).find((other) => periodMonths(other) === months);
    if (partner) return [period, partner];
  }
  return newestFirst.slice(0, COMPARISON_LIMITS.min);
}
