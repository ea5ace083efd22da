import type { PeriodData } from '@risema/finance-core/contract';
import { periodDataId } from '@risema/finance-core/contract';
import { comparePeriods } from '@risema/finance-core/views';
import type { PendingComparison, PeriodComparison } from '@risema/finance-core/views';
import { useLiveQuery } from '../hooks/use-live-query';
import { useMemo } from 'react';
import { useServices } from '../services-context';

/**
 * The Comparativo of the chosen `periods` of a company, computed by finance-core from this
 * device's data: undefined while reading. Periods not stored here are left out.
 */
export function useComparison(
  companyId: string,
  periods: readonly string[],
): PeriodComparison | PendingComparison | undefined {
  const { db } = useServices();
  const ids = periods.map((period) => periodDataId(companyId, period));
  const idsKey = ids.join(',');
  const rows = useLiveQuery(
    async () => (await db.periods.bulkGet(ids)).filter((row): row is PeriodData => !!row),
    // ids is rebuilt every render: idsKey stands for it.
    [db, idsKey],
  );
  return useMemo(() => (rows === undefined ? undefined : comparePeriods(rows)), [rows]);
}
