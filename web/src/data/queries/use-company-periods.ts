import type { PeriodData } from '@risema/finance-core/contract';
import { defaultPeriod, sortPeriodsNewestFirst } from '@risema/finance-core/analysis';
import type { RisemaDb } from '../db';
import type { LiveRead } from '../hooks/started-live-query';
import { useStartedLiveQuery } from '../hooks/use-live-query';
import { useServices } from '../services-context';
import { keepAnalysisInputs } from './use-period-analysis';

/** A stored period of a company and whether it has any statement the tabs can show. */
export interface CompanyPeriod {
  period: string;
  /** A stored balance sheet, income statement or FSE (docs/product.md §2: the tabs' enabling rule). */
  hasStatements: boolean;
  /** The period's stored data (the tab-availability rule reads it). */
  data: PeriodData;
}

/** The read of the periods of a company this device holds, newest first. */
export function companyPeriodsRead(db: RisemaDb, companyId: string): LiveRead<CompanyPeriod[]> {
  return {
    key: `company-periods:${companyId}`,
    read: async () => {
    const rows = await db.periods.where('companyId').equals(companyId).toArray();
    // The period the company view opens on: its analysis's inputs are among these rows.
    const opening = defaultPeriod(rows);
    if (opening) keepAnalysisInputs(companyId, opening, rows);
    const byPeriod = new Map(rows.map((row) => [row.period, row]));
    return sortPeriodsNewestFirst([...byPeriod.keys()]).flatMap((period) => {
      const data = byPeriod.get(period);
      return data
        ? [
            {
              period,
              data,
              hasStatements:
                data.balanceSheet.length > 0 ||
                data.incomeStatement.length > 0 ||
                data.externalServices.length > 0,
            },
          ]
        : [];
    });
    },
  };
}

/**
 * The periods of a company this device holds (Dexie, live), newest first: undefined while
 * reading.
 */
export function useCompanyPeriods(companyId: string): CompanyPeriod[] | undefined {
  const { db } = useServices();
  return useStartedLiveQuery(db, companyPeriodsRead(db, companyId));
}
