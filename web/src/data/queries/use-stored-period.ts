import type { PeriodData } from '@risema/finance-core/contract';
import { periodDataId } from '@risema/finance-core/contract';
import { useLiveQuery } from '../hooks/use-live-query';
import type { RisemaDb } from '../db';
import { useServices } from '../services-context';

/** One period of a company as this device holds it, or null when it holds none. */
export async function storedPeriod(
  db: RisemaDb,
  companyId: string,
  period: string,
): Promise<PeriodData | null> {
  return (await db.periods.get(periodDataId(companyId, period))) ?? null;
}

/**
 * One period of a company as this device holds it (Dexie, live): undefined while reading, null
 * when it holds none or when no period is asked for (`period` null, e.g. while it is being typed).
 */
export function useStoredPeriod(
  companyId: string,
  period: string | null,
): PeriodData | null | undefined {
  const { db } = useServices();
  return useLiveQuery(
    async () => (period === null ? null : storedPeriod(db, companyId, period)),
    [db, companyId, period],
  );
}
