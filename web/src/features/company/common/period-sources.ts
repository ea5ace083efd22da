import type { PeriodSourceInfo } from '@risema/finance-core/analysis';
import { createContext, use } from 'react';

/**
 * Where each stored period of the company on screen comes from (finance-core's `periodSources`),
 * by period: the shell provides it once, every tab header, selector and picker reads it.
 */
export const PeriodSourcesContext = createContext<ReadonlyMap<string, PeriodSourceInfo>>(new Map());

/** Where `period`'s figures come from, or null when it is not stored. */
export function usePeriodSource(period: string): PeriodSourceInfo | null {
  return use(PeriodSourcesContext).get(period) ?? null;
}
