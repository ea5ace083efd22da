import { analysisMessages } from './analysis-messages';
import { sortPeriodsNewestFirst } from './periods';

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
