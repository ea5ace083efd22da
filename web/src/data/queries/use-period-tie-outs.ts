import type { PeriodData } from '@risema/finance-core/contract';
import { periodDataId } from '@risema/finance-core/contract';
import { useLiveQuery } from '../hooks/use-live-query';
import type { RisemaDb } from '../db';
import { useServices } from '../services-context';

/** A tie-out check the period's workbook failed, as the server kept it on confirmation. */
export type PeriodTieOut = NonNullable<PeriodData['tieOuts']>[number];

/**
 * The tie-out checks kept with one period of a company on this device: none when the period was
 * written before they were kept, imported without a document, or is not held.
 */
export async function readPeriodTieOuts(
  db: RisemaDb,
  companyId: string,
  period: string,
): Promise<PeriodTieOut[]> {
  return (await db.periods.get(periodDataId(companyId, period)))?.tieOuts ?? [];
}

/** The tie-out checks kept with a period (Dexie, live): undefined while reading. */
export function usePeriodTieOuts(companyId: string, period: string): PeriodTieOut[] | undefined {
  const { db } = useServices();
  return useLiveQuery(() => readPeriodTieOuts(db, companyId, period), [db, companyId, period]);
}
