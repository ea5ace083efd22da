import { latestPeriod, parsePeriod } from '@risema/finance-core/analysis';
import { useMemo, useState } from 'react';

/** What a tab's year selector shows and which period it makes the tab read. */
export interface YearChoice {
  /** The years of the stored periods, newest first. */
  years: number[];
  /** The year shown. */
  year: number;
  /** The period the tab reads: the selected period, or the latest of the chosen year. */
  shown: string;
  choose: (year: number) => void;
}

/**
 * The year selector of the income tabs (docs/product.md §2): with more than one year stored, choosing a
 * year shows its latest period. A choice holds while the shell's period stays the one it was made
 * under; choosing another period in the period selector takes over again.
 */
export function useYearChoice(period: string, periods: readonly string[]): YearChoice {
  const years = useMemo(() => {
    const found = new Set<number>();
    for (const item of periods) {
      const year = parsePeriod(item)?.year;
      if (year !== undefined) found.add(year);
    }
    return [...found].sort((a, b) => b - a);
  }, [periods]);
  const [choice, setChoice] = useState<{ year: number; under: string } | null>(null);
  // Another period chosen in the period selector: the year choice is over (React's adjust-state-
  // on-prop-change pattern; coming back to that period later does not revive it).
  if (choice && choice.under !== period) setChoice(null);
  const selectedYear = parsePeriod(period)?.year ?? 0;
  const year =
    choice && choice.under === period && years.includes(choice.year) ? choice.year : selectedYear;
  const shown =
    year === selectedYear
      ? period
      : (latestPeriod(periods.filter((item) => parsePeriod(item)?.year === year)) ?? period);
  return {
    years,
    year,
    shown,
    choose: (chosen) => {
      setChoice({ year: chosen, under: period });
    },
  };
}
