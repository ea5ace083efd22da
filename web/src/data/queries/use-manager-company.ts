import type { Company } from '@risema/finance-core/contract';
import type { RisemaDb } from '../db';
import type { LiveRead } from '../hooks/started-live-query';
import { useStartedLiveQuery } from '../hooks/use-live-query';
import { useServices } from '../services-context';

/** The read of a manager's company: the first (oldest) whose managerId is theirs, or null. */
export function managerCompanyRead(db: RisemaDb, userId: string | undefined): LiveRead<Company | null> {
  return {
    key: `manager-company:${userId ?? ''}`,
    read: async () =>
      userId
        ? ((await db.companies.where('managerId').equals(userId).sortBy('createdAt'))[0] ?? null)
        : null,
  };
}

/**
 * The manager's company: the first (oldest) whose managerId is the user's (docs/product.md §6).
 * Undefined while reading, null when there is none.
 */
export function useManagerCompany(userId: string | undefined): Company | null | undefined {
  const { db } = useServices();
  return useStartedLiveQuery(db, managerCompanyRead(db, userId));
}
